"""A bare Flask JSON echo app: the floor the service is compared with in bench/service.py.
Not part of the product."""

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/echo")
def echo():
    return jsonify(request.get_json())


@app.get("/healthz")
def healthz():
    return jsonify(status="ok")
