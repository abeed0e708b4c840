"""The demo table: a page and its script, served from the package like the docs."""

from importlib.resources import files

from flask import Blueprint, Response

from service.http.problems import Problem, clip

bp = Blueprint("demo", __name__)

_FOLDER = files("service").joinpath("demo")
PAGE = _FOLDER.joinpath("index.html").read_bytes()
# Named one by one: nothing else in the folder is served, whatever the path asks.
ASSETS = {name: (_FOLDER.joinpath(name).read_bytes(), mimetype)
          for name, mimetype in (("demo.js", "text/javascript"),)}


@bp.get("/demo")
def demo() -> Response:
    return Response(PAGE, mimetype="text/html")


@bp.get("/demo/<name>")
def asset(name: str) -> Response:
    if name not in ASSETS:
        raise Problem(404, "Not Found", f"There is no demo file named {clip(name)!r}.")
    body, mimetype = ASSETS[name]
    # no-cache: the page and its script must change together when the service is upgraded
    return Response(body, mimetype=mimetype, headers={"Cache-Control": "no-cache"})
