"""Other spellings of an API path: what a client may send to reach ``/v1/...`` some other way.

``spellings(path)`` gives request targets as sent on the wire (percent-escapes kept);
``path_info(target)`` what a WSGI server hands the app for one (escapes decoded, as latin-1,
the query apart), for the tests that run in process.
"""

from urllib.parse import unquote

METHODS = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "CONNECT",
           "PROPFIND", "get")


def _escaped(text, characters):
    return "".join(f"%{ord(c):02X}" if c in characters else c for c in text)


def spellings(path):
    """Request targets naming ``path`` (``/v1/...``) otherwise, each once, ``path`` excluded."""
    rest = path[1:]  # "v1/..."
    parts = rest.split("/")
    found = [
        # leading slashes, which the router drops, and none at all
        "//" + rest, "///" + rest, "////" + rest, rest,
        # trailing slashes and dot segments
        path + "/", path + "//", path + "/.", path + "/..", path + "/./",
        "/./" + rest, "/../" + rest, "/x/../" + rest, "//./" + rest, "/.//" + rest,
        # case
        path.upper(), "/V1/" + rest[3:], path[:4] + path[4:].capitalize(),
        # percent-escapes: of letters and digits, of slashes, of dots
        _escaped(path, "v1"), _escaped(path, "v"), _escaped(path, "1"),
        _escaped(path, set(path) - {"/"}), "/%2F" + rest, "/%2f" + rest, "%2F" + rest,
        _escaped(path, "/"), "/" + _escaped(rest, "/"), "/%2E/" + rest, "/x/%2E%2E/" + rest,
        "/%2e%2e/" + rest, "/%252F" + rest, "/%C0%AF" + rest, "/%00/" + rest,
        # a query, an empty one, a path parameter, a backslash
        path + "?", "//" + rest + "?x=1", "/v1;x/" + rest[3:], "/v1\\" + rest[3:],
        # several at once
        "//" + rest + "/", "///" + rest.replace("/", "//"), "//./" + rest + "/.",
        "/" + "/".join(parts[:1] + ["."] + parts[1:]),
    ]
    # a doubled slash, a dot segment and a detour at each inner slash
    for i in range(1, len(parts)):
        head, tail = "/".join(parts[:i]), "/".join(parts[i:])
        found += [f"/{head}//{tail}", f"/{head}/./{tail}", f"/{head}/x/../{tail}",
                  f"/{head}%2F{tail}"]
    unique = []
    for target in found:
        if target != path and target not in unique:
            unique.append(target)
    return unique


def path_info(target):
    """``(PATH_INFO, QUERY_STRING)`` a WSGI server gives the app for ``target``."""
    path, _, query = target.partition("?")
    return unquote(path, encoding="latin-1"), query
