"""The HTTP server around the app: gunicorn's gevent worker with deadlines on every
connection (``worker``), the framing checks gunicorn leaves out (``framing``), the answers
the server writes itself as problems (``refusals``), and the bounds on hints (``hint_pool``)."""
