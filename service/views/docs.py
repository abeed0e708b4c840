"""The spec and its interactive documentation, served from the package: no internet needed.

Every file here is sent gzipped to a client that accepts it, with an ``ETag`` a client can
revalidate with (``If-None-Match`` → 304). The Swagger UI assets are cached for a day; the
page and the spec are revalidated on every use, so a new deployment shows at once.
"""

import gzip
import hashlib
from datetime import datetime, UTC
from functools import cache, cached_property
from importlib.resources import files

from flask import Blueprint, Response, redirect, request
from werkzeug.wrappers import Response as BaseResponse
from swagger_ui_bundle import swagger_ui_path

from service.http.problems import Problem, clip

bp = Blueprint("docs", __name__)

SPEC = files("service").joinpath("openapi.yaml").read_bytes()
PAGE = files("service").joinpath("docs.html").read_bytes()
ASSETS = {"swagger-ui.css": "text/css", "swagger-ui-bundle.js": "text/javascript",
          "favicon-32x32.png": "image/png"}
COMPRESSED_TYPES = ("text/", "application/yaml")  # a PNG is compressed already
ASSET_CACHE = "public, max-age=86400"
REVALIDATE = "no-cache"


class _File:
    """One file's bytes, its gzipped form (made at first need) and their validators."""

    def __init__(self, data: bytes, mimetype: str, cache_control: str,
                 modified: datetime | None = None) -> None:
        self.data = data
        self.mimetype = mimetype
        self.cache_control = cache_control
        self.modified = modified
        self.etag = hashlib.sha256(data).hexdigest()[:32]
        self.compressible = mimetype.startswith(COMPRESSED_TYPES)

    @cached_property
    def gzipped(self) -> bytes:
        # mtime=0: the same bytes, so the same ETag, from every worker and every restart.
        return gzip.compress(self.data, compresslevel=9, mtime=0)

    def response(self) -> BaseResponse:
        use_gzip = self.compressible and request.accept_encodings["gzip"] > 0
        response = Response(self.gzipped if use_gzip else self.data, mimetype=self.mimetype)
        # Each encoding is a representation of its own: its own strong ETag.
        response.set_etag(self.etag + ("-gzip" if use_gzip else ""))
        if use_gzip:
            response.content_encoding = "gzip"
        if self.compressible:
            response.vary.add("Accept-Encoding")
        if self.modified:
            response.last_modified = self.modified
        response.headers["Cache-Control"] = self.cache_control
        return response.make_conditional(request)


_SPEC = _File(SPEC, "application/yaml", REVALIDATE)
_PAGE = _File(PAGE, "text/html", REVALIDATE)


@cache
def _asset(name: str) -> _File:
    # Read at first use, not at import: most workers never serve the docs, and the
    # bundle is about 1.5 MB.
    path = swagger_ui_path / name
    modified = datetime.fromtimestamp(int(path.stat().st_mtime), UTC)
    return _File(path.read_bytes(), ASSETS[name], ASSET_CACHE, modified)


@bp.get("/openapi.yaml")
def openapi() -> BaseResponse:
    return _SPEC.response()


@bp.get("/docs")
def docs() -> BaseResponse:
    return _PAGE.response()


@bp.before_app_request
def docs_slash() -> BaseResponse | None:
    # The page's links are relative to /docs (so that it works under any path prefix a
    # proxy adds): sent from /docs/, they would miss. A relative redirect keeps the prefix.
    # A hook, not a route: it is a way to the page, not an operation of the API.
    if request.path == "/docs/" and request.method in ("GET", "HEAD"):
        return redirect("../docs", code=301)
    return None


@bp.get("/docs/assets/<name>")
def asset(name: str) -> BaseResponse:
    if name not in ASSETS:  # before the cache, so it holds at most the three files
        raise Problem(404, "Not Found", f"There is no documentation asset named {clip(name)!r}.")
    return _asset(name).response()
