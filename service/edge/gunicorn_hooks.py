"""gunicorn hooks that make ``GET /metrics`` count the requests of every worker.

prometheus_client's multiprocess mode: each worker writes its figures to files in
``PROMETHEUS_MULTIPROC_DIR``, and the worker answering ``/metrics`` adds them up. The
directory is the operator's, or else a fresh temporary one (removed at exit); it is emptied
when gunicorn starts, and a dead worker's gauges are marked dead. service/gunicorn_config.py
names these hooks; importing this module changes nothing.
"""

import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

_created: list[str] = []


# gunicorn's arbiter and workers: gunicorn ships no types.
def on_starting(server: Any) -> None:
    """In the arbiter, before any worker is forked (and so before any figure is counted:
    the app, even preloaded, creates its series at their first request)."""
    directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if not directory:
        directory = tempfile.mkdtemp(prefix="atout-metrics-")
        _created.append(directory)
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = directory
    values: Any = sys.modules.get("prometheus_client.values")
    if values is not None:  # imported with the app: let it pick file storage now
        values.ValueClass = values.get_value_class()
    # Figures a previous run left are not this run's.
    for path in Path(directory).glob("*.db"):
        path.unlink()


def child_exit(server: Any, worker: Any) -> None:
    from prometheus_client import multiprocess
    multiprocess.mark_process_dead(worker.pid)


def on_exit(server: Any) -> None:
    from service.edge import shared_store
    shared_store.remove_files()
    for directory in _created:
        shutil.rmtree(directory, ignore_errors=True)
