"""The edge's settings: read from the environment when the app is built, each one
overridable by ``create_app(test_config)`` under the same name."""

import os

NAMES = ("ATOUT_CORS_ORIGINS", "ATOUT_CORS_MAX_AGE", "ATOUT_API_KEYS", "ATOUT_API_KEYS_FILE",
         "ATOUT_RATE_LIMIT", "ATOUT_RATE_LIMIT_STORAGE", "ATOUT_ACCESS_LOG",
         "ATOUT_FORWARDED_ALLOW_IPS", "ATOUT_METRICS", "ATOUT_API_KEY_FAILURES",
         "ATOUT_API_KEY_FAILURES_OVERALL",
         "ATOUT_RATE_LIMIT_TIMEOUT", "ATOUT_RATE_LIMIT_FAILURE", "ATOUT_METRICS_KEY")
OFF = frozenset({"", "0", "off", "false", "no", "none"})


def from_environment() -> dict[str, str]:
    return {name: os.environ[name] for name in NAMES if name in os.environ}


def comma_list(text: str | None) -> list[str]:
    return [item.strip() for item in (text or "").split(",") if item.strip()]


def is_on(value: object, default: bool = True) -> bool:
    if value is None:
        return default
    if isinstance(value, bool):
        return value
    return str(value).strip().lower() not in OFF
