"""The widgets' interface strings, ``hooks/strings/*.json``: ``{key: {"fr", "en", "tr"}}``.

Keys are prefixed with the file name (``core.loading`` lives in ``core.json``). Pages with a
widget get the strings of their language inlined, so a widget needs no extra request.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

FOLDER = Path(__file__).with_name("strings")


@lru_cache(maxsize=1)
def all_strings() -> dict[str, dict[str, str]]:
    merged: dict[str, dict[str, str]] = {}
    for path in sorted(FOLDER.glob("*.json")):
        merged.update(json.loads(path.read_text(encoding="utf-8")))
    return merged


def text(key: str, lang: str) -> str:
    entry = all_strings().get(key, {})
    return entry.get(lang) or entry.get("fr") or key


def for_language(lang: str) -> dict[str, str]:
    return {key: entry.get(lang, "") for key, entry in all_strings().items()}
