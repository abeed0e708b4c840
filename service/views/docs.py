"""The spec and its interactive documentation, served from the package: no internet needed."""

from importlib.resources import files

from flask import Blueprint, Response
from swagger_ui_bundle import swagger_ui_path

from service.problems import Problem

bp = Blueprint("docs", __name__)

SPEC = files("service").joinpath("openapi.yaml").read_bytes()
PAGE = files("service").joinpath("docs.html").read_bytes()
ASSETS = {"swagger-ui.css": "text/css", "swagger-ui-bundle.js": "text/javascript",
          "favicon-32x32.png": "image/png"}


@bp.get("/openapi.yaml")
def openapi():
    return Response(SPEC, mimetype="application/yaml")


@bp.get("/docs")
def docs():
    return Response(PAGE, mimetype="text/html")


@bp.get("/docs/assets/<name>")
def asset(name):
    if name not in ASSETS:
        raise Problem(404, "Not Found", f"There is no documentation asset named {name!r}.")
    return Response((swagger_ui_path / name).read_bytes(), mimetype=ASSETS[name],
                    headers={"Cache-Control": "public, max-age=86400"})
