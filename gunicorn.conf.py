"""gunicorn reads this file when started from the checkout (``gunicorn 'service:create_app()'``);
the settings live in the package so that ``atout-serve`` finds them once installed."""

from service.gunicorn_config import *  # noqa: F401,F403
