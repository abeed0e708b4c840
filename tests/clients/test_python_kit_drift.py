"""The Python kit and openapi.yaml say the same thing: every operation is a method named
after its operationId, taking the fields of its request body, answering the model of its
200 answer; every object schema an answer holds is a model with the schema's fields.
A field or an operation added to the spec and not to clients/python fails here."""

import inspect
import re
import sys

import pytest

from tests.service.spec import SPEC_PATH
from tests.clients.kits import PYTHON_KIT

sys.path.insert(0, str(PYTHON_KIT))
from atout_client import models  # noqa: E402
from atout_client.operations import Operations  # noqa: E402

# Object schemas the kit leaves as the plain JSON they are, so that they go back into a
# request unchanged: the bids (actions), a ruleset's overrides (rules) and a problem's
# params.
PLAIN = {"NameSuit", "PointBid", "KindBid", "HokumCall", "RaiseCall", "RulesetOverrides", "ErrorParams"}
# Operations whose body is one document passed whole: the method's one parameter.
WHOLE_BODY = {"legalMoves": "state", "scoreHand": "hand"}


def snake(name):
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


@pytest.fixture(scope="module")
def spec():
    import yaml
    return yaml.safe_load(SPEC_PATH.read_text(encoding="utf-8"))


def schema(spec, ref_or_node):
    node = ref_or_node
    while "$ref" in node:
        node = spec["components"]["schemas"][node["$ref"].split("/")[-1]]
    return node


def properties(spec, node):
    """The properties of an object schema, its allOf parts merged."""
    node = schema(spec, node)
    found = dict(node.get("properties", {}))
    for part in node.get("allOf", []):
        found.update(properties(spec, part))
    return found


def required(spec, node):
    node = schema(spec, node)
    found = set(node.get("required", []))
    for part in node.get("allOf", []):
        found |= required(spec, part)
    return found


def operations(spec):
    for path, item in spec["paths"].items():
        for method, operation in item.items():
            yield path, method, operation


def model_classes():
    return [value for value in vars(models).values()
            if isinstance(value, type) and issubclass(value, models.Model)
            and value.__dict__.get("_schema")]


def test_every_operation_is_a_method_and_every_method_an_operation(spec):
    named = {snake(operation["operationId"]) for _, _, operation in operations(spec)}
    methods = {name for name, value in vars(Operations).items()
               if callable(value) and not name.startswith("_")}
    assert sorted(named - methods) == [], "operations of openapi.yaml with no method"
    assert sorted(methods - named) == [], "methods of the kit with no operation"


def test_each_method_takes_the_fields_of_its_request_body(spec):
    for path, _, operation in operations(spec):
        method = getattr(Operations, snake(operation["operationId"]))
        params = [p for p in inspect.signature(method).parameters.values() if p.name != "self"]
        names = [p.name for p in params]
        path_params = re.findall(r"{(\w+)}", path)
        body = operation.get("requestBody", {}).get("content", {}).get("application/json")
        if body is None:
            expected, needed = path_params, set(path_params)
        elif operation["operationId"] in WHOLE_BODY:
            expected = [WHOLE_BODY[operation["operationId"]]]
            needed = set(expected)
        else:
            expected = path_params + list(properties(spec, body["schema"]))
            needed = set(path_params) | required(spec, body["schema"])
        assert sorted(names) == sorted(expected), operation["operationId"]
        without_default = {p.name for p in params if p.default is inspect.Parameter.empty}
        assert without_default == needed, operation["operationId"]


def answer_schemas(spec, operation):
    content = operation["responses"]["200"]["content"]
    if "application/json" not in content:
        return bytes if any(not t.startswith("text/") and "yaml" not in t
                            for t in content) else str
    node = content["application/json"]["schema"]
    if "oneOf" in node:
        return {ref["$ref"].split("/")[-1] for ref in node["oneOf"]}
    name = node["$ref"].split("/")[-1]
    target = spec["components"]["schemas"][name]
    if target.get("type") == "array":
        return [target["items"]["$ref"].split("/")[-1]]
    return name


def kit_answer(kind):
    if kind in (str, bytes):
        return kind
    if isinstance(kind, list) or getattr(kind, "__origin__", None) is list:
        return [kind.__args__[0]._schema]
    if "_schema" not in kind.__dict__:  # a union: the kinds it picks among
        return {sub._schema for sub in kind.__subclasses__()}
    return kind._schema


def test_each_method_answers_the_model_of_its_200_answer(spec):
    for _, _, operation in operations(spec):
        method = getattr(Operations, snake(operation["operationId"]))
        kind = method.__annotations__["return"]
        assert kit_answer(kind) == answer_schemas(spec, operation), operation["operationId"]


def test_each_model_has_exactly_the_fields_of_its_schema(spec):
    for model in model_classes():
        if model._schema == "Event":
            continue  # a union, below
        assert list(model._fields) == list(properties(spec, {"$ref": f"#/{model._schema}"})), (
            model.__name__)


def test_the_unions_pick_among_the_schemas_of_the_spec(spec):
    schemas = spec["components"]["schemas"]
    for union, base in (("Event", models.Event), ("MatchHand", models.MatchHand)):
        members = {ref["$ref"].split("/")[-1] for ref in schemas[union]["oneOf"]}
        assert {sub._schema for sub in base.__subclasses__()} == members, union
    events = {}
    for ref in schemas["Event"]["oneOf"]:
        name = ref["$ref"].split("/")[-1]
        kind = schema(spec, schemas[name]["properties"]["type"])
        for value in kind.get("enum", [kind.get("const")]):
            events[value] = name
    assert {kind: cls._schema for kind, cls in models.Event._kinds.items()} == events


def test_every_object_an_answer_holds_is_a_model(spec):
    schemas, seen = spec["components"]["schemas"], set()

    def walk(node):
        if isinstance(node, dict):
            if "$ref" in node:
                section, name = node["$ref"].split("/")[-2:]
                if section != "schemas":
                    walk(spec["components"][section][name])
                elif name not in seen:
                    seen.add(name)
                    walk(schemas[name])
                return
            for key, value in node.items():
                if key not in ("example", "examples", "headers"):
                    walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for _, _, operation in operations(spec):
        walk(operation["responses"])
    objects = {name for name in seen if "properties" in schemas[name] or "allOf" in schemas[name]}
    kit = {model._schema for model in model_classes()} - {"Event"}
    assert sorted(objects - PLAIN - kit) == [], "object schemas of answers with no model"
    assert sorted(kit - objects) == [], "models of no schema an answer holds"
