"""A request's JSON text read with limits: what every entry point (library, browser, command line) does
before any game sees the data.

Hostile or broken requests get one located problem, never an exception and never a long wait:

- bytes must be UTF-8 (``common.not_utf8``, with the offset of the first bad byte); a leading
  byte-order mark, which several editors write, is dropped;
- empty text is named as such (``common.empty_request``), not as broken JSON;
- a request beyond a limit (``LIMITS``: characters, nesting depth, values in all, digits of a
  number, keys of one object, items of one list) gets one ``common.request_too_large`` naming the
  limit. Size, depth, values and digits are checked on the text before it is parsed, with string
  operations that run in C: a request thousands of levels deep is refused before Python's
  parser would overflow the browser's stack, and a huge one before it is turned into objects;
- the same key twice in one object is refused (``common.duplicate_key``) rather than silently
  merged (JSON parsers keep the last one);
- text that is not JSON says where it breaks (``common.invalid_json``, line and column).

The limits sit far above any real request (the largest, a tournament of six players typed
card by card, holds about 1,100 values and 40,000 characters) and below what costs time.
``check_shape`` applies the limits that need a parsed value (depth, keys, items, values) to
a request given as Python objects, so ``api.handle`` refuses the same requests as the text
entry points.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from itertools import accumulate
from typing import Any

from calculators.i18n import Term
from calculators.inputs import MAX_ITEMS, short
from calculators.problems import Problem

# Each limit: its value and the catalogue term that names it in the message.
MAX_CHARS = 100_000
MAX_DEPTH = 32
MAX_VALUES = 10_000
MAX_DIGITS = 100
MAX_KEYS = MAX_ITEMS
MAX_LIST = MAX_ITEMS
LIMIT_TERMS = {
    "chars": "common.limit.chars",
    "depth": "common.limit.depth",
    "values": "common.limit.values",
    "digits": "common.limit.digits",
    "keys": "common.limit.keys",
    "items": "common.limit.items",
}
LIMITS = {"chars": MAX_CHARS, "depth": MAX_DEPTH, "values": MAX_VALUES, "digits": MAX_DIGITS, "keys": MAX_KEYS, "items": MAX_LIST}

BOM = "\ufeff"
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEPS = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")
_DEEP_RUN = re.compile(r"[\[{]{%d}" % (MAX_DEPTH + 1))
_LONG_NUMBER = re.compile(r"\d{%d}" % (MAX_DIGITS + 1))


def too_large(limit: str) -> Problem:
    return Problem("", "common.request_too_large", {"limit": limit, "what": Term(LIMIT_TERMS[limit]), "max": LIMITS[limit]})


@dataclass(frozen=True)
class Read:
    """What came out of a request's text: the value, or the one problem that stopped reading it."""

    value: Any = None
    problem: Problem | None = None


class _Refused(Exception):
    """Raised from inside the JSON parser's object hook: a limit or a duplicate key."""

    def __init__(self, problem: Problem):
        super().__init__(problem.code)
        self.problem = problem


def decode(raw: bytes | str) -> Read:
    """Text from bytes (strict UTF-8, a byte-order mark dropped) or from text (a leading mark dropped)."""
    if isinstance(raw, (bytes, bytearray)):
        try:
            text = bytes(raw).decode("utf-8")
        except UnicodeDecodeError as error:
            return Read(problem=Problem("", "common.not_utf8", {"offset": error.start}))
    else:
        text = raw
    return Read(value=text[1:] if text.startswith(BOM) else text)


def _too_deep(bare: str) -> bool:
    """True when the lists and objects of ``bare`` (JSON text without its strings) nest deeper than
    ``MAX_DEPTH``: a run of that many opening brackets says it at once (the usual hostile text);
    otherwise the brackets are added up in C (each opening one a signed byte +1, each closing one
    -1), so that even a text a hundred thousand levels deep is measured in a few milliseconds."""
    brackets = _NOT_BRACKET.sub("", bare)
    if _DEEP_RUN.search(brackets):
        return True
    steps = brackets.encode("ascii").translate(_STEPS)
    return max(accumulate(memoryview(steps).cast("b")), default=0) > MAX_DEPTH


def _objects(pairs: list[tuple[str, Any]]) -> dict:
    if len(pairs) > MAX_KEYS:
        raise _Refused(too_large("keys"))
    found = dict(pairs)
    if len(found) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _Refused(Problem("", "common.duplicate_key", {"key": short(key)}))
            seen.add(key)
    return found


def parse(text: str) -> Read:
    """The JSON value of ``text``, or the first limit or rule it breaks (see the module's docstring)."""
    if not text.strip():
        return Read(problem=Problem("", "common.empty_request"))
    if len(text) > MAX_CHARS:
        return Read(problem=too_large("chars"))
    bare = _STRING.sub('""', text)
    if _too_deep(bare):
        return Read(problem=too_large("depth"))
    # At least as many values as check_shape counts: one per comma, one per list or object, the first.
    if bare.count(",") + bare.count("[") + bare.count("{") + 1 > MAX_VALUES:
        return Read(problem=too_large("values"))
    if _LONG_NUMBER.search(bare):
        return Read(problem=too_large("digits"))
    try:
        value = json.loads(text, object_pairs_hook=_objects)
    except _Refused as refused:
        return Read(problem=refused.problem)
    except (ValueError, RecursionError) as error:
        line, column = (error.lineno, error.colno) if isinstance(error, json.JSONDecodeError) else (1, 1)
        return Read(problem=Problem("", "common.invalid_json", {"line": line, "column": column}))
    problem = check_shape(value)
    return Read(value=value) if problem is None else Read(problem=problem)


def check_shape(value: Any) -> Problem | None:
    """The first limit a parsed request breaks (nesting, keys of an object, items of a list, values
    in all), or None. Iterative, so a request deeper than Python's recursion limit is measured too."""
    stack = [(value, 1)]
    count = 0
    while stack:
        item, depth = stack.pop()
        count += 1
        if count > MAX_VALUES:
            return too_large("values")
        if isinstance(item, dict):
            children = item.values()
            if len(item) > MAX_KEYS:
                return too_large("keys")
        elif isinstance(item, (list, tuple)):
            children = item
            if len(item) > MAX_LIST:
                return too_large("items")
        else:
            continue
        if depth > MAX_DEPTH:
            return too_large("depth")
        stack.extend((child, depth + 1) for child in children)
    return None
