"""The short way through the app for the common request of an engine-backed endpoint.

A POST to one of the engine's quick operations, sent to its canonical path as
``application/json`` of declared length, is answered here rather than by Flask's dispatch:
the same edge steps (``service.edge.Edge``: request id, keys, rate limit, CORS, metrics,
access log), the same body reader and the same operation as the view, without what Flask
builds around them for every request (an application and a request context, a request
and a response object, the URL adapter bound and matched twice, the signals) and which
cost as much as the operation itself (bench/service.py). The 200 is written here, with
the fields Flask and werkzeug would give it; anything raised, a refusal of the edge
included, is answered by Flask's own error handling and after-request step, in a request
context pushed then, exactly as if Flask had dispatched the request from the start.
tests/service/test_lane.py holds every answer byte for byte to Flask's.

Any other request (another method, path spelling, content type or framing, a hint, which
needs its request context) goes through Flask, as does every request while the app has
hooks, signals or settings of Flask's that this way would skip.
"""

from collections.abc import Callable, Iterable, Mapping
from typing import Any
from wsgiref.types import StartResponse, WSGIEnvironment

from flask import Flask, signals
from werkzeug.routing import Rule

from service.http.strict_json import environ_json, is_length
from service.edge import Edge
from service.operations.registry import BY_PATH, Operation
from service.http.responses import JSON, encode
from service.views.docs import docs_slash

# The app's before-request hooks other than the edge's that answer nothing for a POST to
# an engine path: the way to /docs/ answers only a GET or HEAD of that one path.
_PASSIVE = (docs_slash,)

# Flask's signals around a request: this way sends none, so it is closed while any has a
# receiver.
_SIGNALS = (signals.request_started, signals.request_finished, signals.request_tearing_down,
            signals.appcontext_pushed, signals.appcontext_popped,
            signals.appcontext_tearing_down)


# A route with a short way: its rule, operation and view.
Route = tuple[Rule, Operation, Callable[..., Any]]


class Headers(list[tuple[str, str]]):
    """A 200's header fields as the WSGI list, with the ``add`` and ``update`` of
    werkzeug's ``Headers`` that the edge's ``finish`` uses."""

    def add(self, name: str, value: str) -> None:
        self.append((name, value))

    def update(self, fields: Mapping[str, str]) -> None:
        # werkzeug's replaces a field already there: the edge's fields are never among the
        # two a 200 of this way has before them.
        self.extend(fields.items())


class Lanes:
    """The routes with a short way, by path, and whether the app lets it be taken."""

    def __init__(self, app: Flask) -> None:
        self.app = app
        self.edge: Edge = app.extensions["atout.edge"]["edge"]
        rules = {rule.rule: rule for rule in app.url_map.iter_rules()}
        # Each quick operation's route, as the router would match it: its rule (the
        # template is the path itself), operation and view.
        self.by_path: dict[str, Route]
        self.by_path = {path: (rules[path], operation, app.view_functions[rules[path].endpoint])
                        for path, operation in BY_PATH.items()
                        if not operation.long_running and "POST" in rules[path].methods}  # type: ignore[operator]
        before, after = self.edge.hooks
        hooks = app.before_request_funcs.get(None, [])
        # The hooks as the app is built, if this way does what each would: the edge's, and
        # those that answer nothing for a POST to these paths.
        self._hooks = (({None: list(hooks)}, {None: [after]})
                       if before in hooks and all(h is before or h in _PASSIVE for h in hooks)
                       else None)

    def open(self) -> bool:
        """Whether this way does all Flask would: no hook but those it was built with, no
        signal received, no setting of Flask's that changes what a request is answered."""
        app = self.app
        config = app.config
        return ((app.before_request_funcs, app.after_request_funcs) == self._hooks
                and not (app.teardown_request_funcs or app.teardown_appcontext_funcs
                         or app.url_value_preprocessors)
                and config["SERVER_NAME"] is None and config["TRUSTED_HOSTS"] is None
                and not any(signal.receivers for signal in _SIGNALS))

    def route(self, environ: WSGIEnvironment) -> Route | None:
        """The rule and operation of the request of ``environ`` if it takes this way."""
        # An upgrade or a websocket scheme is refused by Flask's router (400): left to it.
        if (environ.get("REQUEST_METHOD") != "POST"
                or environ.get("CONTENT_TYPE") != JSON
                or "HTTP_TRANSFER_ENCODING" in environ
                or "HTTP_UPGRADE" in environ
                or environ.get("wsgi.url_scheme") not in ("http", "https")):
            return None
        length = environ.get("CONTENT_LENGTH")
        if not (length and is_length(length)):
            return None  # read, or refused, the long way (json_body._declared_length)
        route = self.by_path.get(environ.get("PATH_INFO"))  # type: ignore[arg-type]
        # a view replaced since the app was built may check more than the operation
        if (route is None or self.app.view_functions.get(route[0].endpoint) is not route[2]
                or not self.open()):
            return None
        return route

    def answer(self, route: Route, environ: WSGIEnvironment,
               start_response: StartResponse) -> Iterable[bytes]:
        rule, operation, _view = route
        app = self.app
        app._got_first_request = True  # as Flask's dispatch marks it
        edge = self.edge
        try:
            edge.admit(environ, rule)  # None: it answers only a preflight, an OPTIONS
            document = operation.run(environ_json(environ,
                                                  app.config["ATOUT_MAX_SINGLE_BODY"]))
            body = encode(document).encode()  # ASCII: werkzeug's UTF-8 gives the same
        except Exception as error:
            return self._from_flask(environ, start_response, error, dispatched=True)
        headers = Headers((("Content-Type", JSON), ("Content-Length", str(len(body)))))
        try:
            edge.finish(environ, rule.rule, 200, headers, len(body))
        except Exception as error:
            return self._from_flask(environ, start_response, error, dispatched=False)
        start_response("200 OK", headers)
        return [body]

    def _from_flask(self, environ: WSGIEnvironment, start_response: StartResponse,
                    error: Exception, dispatched: bool) -> Iterable[bytes]:
        """The answer Flask gives when ``error`` is raised by a view or a before-request
        hook (``dispatched``), or else past them (by an after-request hook)."""
        app = self.app
        context = app.request_context(environ)
        try:
            try:
                context.push()
                if not dispatched:
                    raise error
                response = app.finalize_request(app.handle_user_exception(error))
            except Exception as raised:
                error = raised
                response = app.handle_exception(raised)
            else:
                error = None  # type: ignore[assignment]  # none raised: popped as such
            return response(environ, start_response)
        finally:
            if error is not None and app.should_ignore_error(error):
                error = None  # type: ignore[assignment]
            context.pop(error)
