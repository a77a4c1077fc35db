"""Reading untrusted JSON values: each reader checks one field's type and range.

A reader returns the value when it is right, or records a problem against the field's
path and returns ``None``; it never raises, whatever the input. ``bool`` is refused where
a number is expected (JSON ``true`` is not 1).
"""

from __future__ import annotations

from typing import Any, Iterable

from calculators.problems import Problems, join_path

MAX_TEXT = 200
MAX_ITEMS = 200
# The longest player name, once trimmed (``calculators/players.py`` reads names; the widgets get it as a limit).
NAME_LENGTH = 40


def read_object(value: Any, path: str, problems: Problems, *, required: bool = True) -> dict | None:
    if value is None and not required:
        return None
    if not isinstance(value, dict):
        problems.error(path, "common.required" if value is None else "common.expected_object")
        return None
    return value


def _sized(value: Any, path: str, problems: Problems, kind: type, expected: str, limit: int, too_big: str) -> Any:
    """``value`` when it is of ``kind`` and at most ``limit`` long; otherwise one problem and None."""
    if not isinstance(value, kind):
        problems.error(path, "common.required" if value is None else expected)
        return None
    if len(value) > limit:
        problems.error(path, too_big, max=limit)
        return None
    return value


def read_list(value: Any, path: str, problems: Problems, *, max_items: int = MAX_ITEMS) -> list | None:
    return _sized(value, path, problems, list, "common.expected_list", max_items, "common.too_many")


def read_int(
    value: Any,
    path: str,
    problems: Problems,
    *,
    minimum: int | None = None,
    maximum: int | None = None,
    default: int | None = None,
) -> int | None:
    if value is None and default is not None:
        return default
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        problems.error(path, "common.required" if value is None else "common.expected_integer")
        return None
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")) or not value.is_integer():
            problems.error(path, "common.expected_integer")
            return None
        value = int(value)
    if (minimum is not None and value < minimum) or (maximum is not None and value > maximum):
        shown = value if abs(value) < 10**12 else ("…" if value > 0 else "-…")
        problems.error(path, "common.out_of_range", value=shown, min=minimum, max=maximum)
        return None
    return value


def read_bool(value: Any, path: str, problems: Problems, *, default: bool = False) -> bool | None:
    if value is None:
        return default
    if not isinstance(value, bool):
        problems.error(path, "common.expected_boolean")
        return None
    return value


def read_text(value: Any, path: str, problems: Problems, *, max_length: int = MAX_TEXT) -> str | None:
    return _sized(value, path, problems, str, "common.expected_string", max_length, "common.too_long")


def read_choice(value: Any, path: str, problems: Problems, choices: Iterable[str]) -> str | None:
    options = list(choices)
    if not isinstance(value, str):
        problems.error(path, "common.required" if value is None else "common.expected_string")
        return None
    if value not in options:
        problems.error(path, "common.unknown_choice", value=short(value), choices=options)
        return None
    return value


def reject_unknown_keys(obj: dict, allowed: Iterable[str], path: str, problems: Problems) -> None:
    """Unknown keys are reported (a typo such as ``"vaildated"`` must not pass silently)."""
    known = set(allowed)
    for key in obj:
        if key not in known:
            problems.error(join_path(path, short(str(key))), "common.unknown_field", value=short(str(key)))


def short(text: str, limit: int = 40) -> str:
    """A user value cut to a readable length for a message."""
    return text if len(text) <= limit else text[: limit - 1] + "…"
