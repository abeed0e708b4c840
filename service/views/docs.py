"""The spec and its interactive documentation, served from the package: no internet needed."""

from functools import cache
from importlib.resources import files

from flask import Blueprint, Response
from swagger_ui_bundle import swagger_ui_path

from service.problems import Problem, clip

bp = Blueprint("docs", __name__)

SPEC = files("service").joinpath("openapi.yaml").read_bytes()
PAGE = files("service").joinpath("docs.html").read_bytes()
ASSETS = {"swagger-ui.css": "text/css", "swagger-ui-bundle.js": "text/javascript",
          "favicon-32x32.png": "image/png"}


@cache
def _asset(name):
    # Read at first use, not at import: most workers never serve the docs, and the
    # bundle is about 1.5 MB.
    return (swagger_ui_path / name).read_bytes()


@bp.get("/openapi.yaml")
def openapi():
    return Response(SPEC, mimetype="application/yaml")


@bp.get("/docs")
def docs():
    return Response(PAGE, mimetype="text/html")


@bp.get("/docs/assets/<name>")
def asset(name):
    if name not in ASSETS:  # before the cache, so it holds at most the three files
        raise Problem(404, "Not Found", f"There is no documentation asset named {clip(name)!r}.")
    return Response(_asset(name), mimetype=ASSETS[name],
                    headers={"Cache-Control": "public, max-age=86400"})
