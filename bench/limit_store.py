"""What counting a request costs in each store of the limits: ``python bench/limit_store.py
[seconds]`` (default 3 a measure).

For ``memory://`` (each worker on its own) and ``sqlite://`` (the file every worker of a
server shares, service/edge/shared_store.py), the time of one rate-limit check
(``RateLimit.check``: the count and the window's state) in one process, then in each of 2
processes counting for the same client at once in the same file (the workers of a server
under load), and whether the 2 processes' count came out exact.
"""

import multiprocessing
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from service.edge.limit_store import LimitStore  # noqa: E402
from service.edge.rate_limit import RateLimit  # noqa: E402
from service.http.problems import Problem  # noqa: E402

LIMIT = "1000000000/hour"


def measure(uri, seconds, identity="addr:192.0.2.1", queue=None):
    limit = RateLimit(LIMIT, LimitStore(uri))
    calls, end = 0, time.perf_counter() + seconds
    begin = time.perf_counter()
    while time.perf_counter() < end:
        try:
            limit.check(identity)
        except Problem:
            pass
        calls += 1
    per_call = (time.perf_counter() - begin) / calls
    if queue is not None:
        queue.put(calls)
    return per_call, calls


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    path = Path(tempfile.mkdtemp(dir="/dev/shm" if os.path.isdir("/dev/shm") else None))
    shared = f"sqlite://{path / 'limits.db'}"
    print(f"load average {os.getloadavg()[0]:.2f}, {seconds:g} s a measure")
    for name, uri in (("memory://", "memory://"), ("sqlite:// (shared file)", shared)):
        per_call, calls = measure(uri, seconds)
        print(f"{name:>24}, one process: {per_call * 1e6:7.1f} µs a request ({calls} counted)")
    queue = multiprocessing.Queue()
    processes = [multiprocessing.Process(target=measure,
                                         args=(shared, seconds, "addr:192.0.2.2", queue))
                 for _ in range(2)]
    for process in processes:
        process.start()
    counted = [queue.get() for _ in processes]
    for process in processes:
        process.join()
    stats = LimitStore(shared).window(RateLimit(LIMIT, None).items[0], "atout",
                                      "addr:192.0.2.2")
    stored = 1_000_000_000 - stats[0]
    print(f"{'sqlite:// (shared file)':>24}, two processes at once: "
          f"{2 * seconds / sum(counted) * 1e6:7.1f} µs a request each, "
          f"{sum(counted)} counted, {stored} in the file: "
          f"{'exact' if stored == sum(counted) else 'NOT exact'}")
    for file in path.iterdir():
        file.unlink()
    path.rmdir()


if __name__ == "__main__":
    main()
