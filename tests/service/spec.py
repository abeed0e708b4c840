"""The spec as tests read it, and validators for its component schemas."""

from functools import lru_cache
from pathlib import Path

import yaml
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

SPEC_PATH = Path(__file__).resolve().parents[2] / "openapi.yaml"
SPEC_URI = "urn:atout:openapi"


@lru_cache(maxsize=None)
def spec():
    return yaml.safe_load(SPEC_PATH.read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def _registry():
    return Registry().with_resource(SPEC_URI, Resource(spec(), DRAFT202012))


def validator(schema):
    """A JSON Schema 2020-12 validator for ``schema``, whose local ``$ref``s point into the spec."""
    return Draft202012Validator(_retarget(schema), registry=_registry())


def _retarget(node):
    if isinstance(node, dict):
        return {k: (f"{SPEC_URI}{v}" if k == "$ref" and v.startswith("#") else _retarget(v))
                for k, v in node.items()}
    if isinstance(node, list):
        return [_retarget(v) for v in node]
    return node


def resolve(node):
    """``node``, or the part of the spec its local ``$ref`` names."""
    while isinstance(node, dict) and "$ref" in node:
        target = spec()
        for key in node["$ref"].removeprefix("#/").split("/"):
            target = target[key]
        node = target
    return node


def component(name):
    return validator({"$ref": f"#/components/schemas/{name}"})


def operation(path, method):
    return spec()["paths"][path][method]


def response_validator(path, method, status, content_type):
    response = resolve(operation(path, method)["responses"][str(status)])
    return validator(response["content"][content_type]["schema"])


def request_validator(path, method="post"):
    return validator(operation(path, method)["requestBody"]["content"]["application/json"]["schema"])
