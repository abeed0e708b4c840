"""``atout-serve``: the service under gunicorn with the project's configuration.

Arguments are passed on to gunicorn (``atout-serve --bind 0.0.0.0:9000``).
"""

import sys

from gunicorn.app.wsgiapp import run


def main() -> None:
    sys.argv = ["gunicorn", "--config", "python:service.gunicorn_config",
                *sys.argv[1:], "service:create_app()"]
    run()
