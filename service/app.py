"""The application factory."""

from collections.abc import Callable, Iterable, Mapping
from typing import Any
from wsgiref.types import StartResponse, WSGIEnvironment

from flask import Flask, Response, current_app, request
from werkzeug.exceptions import HTTPException, MethodNotAllowed, NotFound

from service import edge
from service.http import misses
from service.http.compression import compressing
from service.http.fast_path import Lanes
from service.edge import settings as edge_settings
from service.http.problems import Problem, from_http_exception, internal_error
from service.http.responses import problem_response
from service.schemas.vocabulary import MAX_BATCH_BODY, MAX_BODY
from service.views import BLUEPRINTS


class _Atout(Flask):
    """Flask, with the sync-or-async question of each view and hook answered once per
    function rather than on every request (four inspections a request, by Flask's own),
    and the engine's quick operations answered the short way (service/http/fast_path.py);
    large JSON answers gzipped for clients that accept it (service/http/compression.py)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._sync: dict[Callable[..., Any], Callable[..., Any]] = {}
        self.lanes: Lanes | None = None  # set once the app is built

    def wsgi_app(self, environ: WSGIEnvironment,
                 start_response: StartResponse) -> Iterable[bytes]:
        return compressing(self._answer, environ, start_response)

    def _answer(self, environ: WSGIEnvironment,
                start_response: StartResponse) -> Iterable[bytes]:
        lanes = self.lanes
        route = lanes.route(environ) if lanes is not None else None
        if route is None:
            return super().wsgi_app(environ, start_response)
        return lanes.answer(route, environ, start_response)  # type: ignore[union-attr]  # routed: lanes are set

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        sync = self._sync.get(func)
        if sync is None:
            sync = self._sync[func] = super().ensure_sync(func)
        return sync


def create_app(test_config: Mapping[str, Any] | None = None) -> Flask:
    app = _Atout(__name__, static_folder=None)
    app.config.from_mapping(MAX_CONTENT_LENGTH=MAX_BATCH_BODY, ATOUT_MAX_SINGLE_BODY=MAX_BODY)
    app.config.from_mapping(edge_settings.from_environment())
    if test_config:
        app.config.from_mapping(test_config)
    for blueprint in BLUEPRINTS:
        app.register_blueprint(blueprint)
    edge.install(app)
    app.register_error_handler(Problem, problem_response)
    app.register_error_handler(HTTPException, _http_error)
    app.register_error_handler(Exception, _unexpected_error)
    app.lanes = Lanes(app)
    # What a 404 may name as the closest route: the routes a client may call.
    app.extensions["atout.routes"] = sorted({rule.rule for rule in app.url_map.iter_rules()
                                             if not rule.rule.startswith("/test-")})
    app.extensions["atout.ready"] = True  # /readyz: the app is built
    return app


def _http_error(error: HTTPException) -> Response:
    # Flask keeps routing redirects and code-less exceptions from this handler
    # (Flask.handle_http_exception), and the service raises no other status below 400.
    if request.url_rule is None:  # the router's own misses
        if isinstance(error, NotFound):
            return problem_response(misses.not_found(request.path,
                                                     current_app.extensions["atout.routes"]))
        if isinstance(error, MethodNotAllowed) and error.valid_methods:
            return problem_response(misses.method_not_allowed(
                request.method, request.path, error.valid_methods))
    return problem_response(from_http_exception(error))


def _unexpected_error(error: Exception) -> Response:
    current_app.logger.error("unexpected error", exc_info=error)
    return problem_response(internal_error())
