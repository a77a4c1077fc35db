"""The site's headings: one catalogue (``hooks/headings.json``) for every game and language.

A level-2 heading whose id the catalogue knows is written with its id alone, ``## {#faq}``;
``fill`` gives it the catalogue's words in the page's language, so "Questions fréquentes" is
worded once for every game. ``pages`` lists, for each kind of page of a game (``index``, the
rules; ``teach``; ``summary``), the catalogue's ids in their order: a page of a kind named in
``complete`` has exactly those level-2 headings, in that order; on the others (the rules),
the catalogue's ids that the page has come in that order, between the game's own sections.

A catalogued id written with words of its own, a missing or extra section of a complete page,
or a catalogued section out of order stops the build (``HeadingError``, with the file and line).
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

CATALOGUE = Path(__file__).with_name("headings.json")
HEADING = re.compile(r"^##[ \t]+(?P<words>[^\n{]*?)[ \t]*\{#(?P<id>[\w-]+)\}[ \t]*$", re.MULTILINE)
FENCE = re.compile(r"^([ \t]*)(`{3,}|~{3,}).*?^\1\2[ \t]*$", re.MULTILINE | re.DOTALL)


class HeadingError(ValueError):
    """A catalogued heading written by hand, or a page whose sections differ from its kind's."""


@lru_cache(maxsize=1)
def catalogue() -> dict:
    return json.loads(CATALOGUE.read_text(encoding="utf-8"))


def words(heading_id: str, lang: str) -> str:
    return catalogue()["words"][heading_id][lang]


def game_of(source: str, games: tuple[str, ...]) -> str | None:
    """``<game>`` for ``en/<game>/teach.md`` (a page of a game), None for a page of no game."""
    parts = source.replace("\\", "/").split("/")
    return parts[-2] if len(parts) >= 2 and parts[-2] in games else None


def kind_of(source: str, games: tuple[str, ...]) -> str | None:
    """``teach`` for ``en/<game>/teach.md`` (a page of a game), None for a page of no game."""
    return source.replace("\\", "/").split("/")[-1].removesuffix(".md") if game_of(source, games) else None


def _headings(markdown: str) -> list[re.Match]:
    """The level-2 headings with an id, outside fenced blocks."""
    fenced = [(m.start(), m.end()) for m in FENCE.finditer(markdown)]
    return [m for m in HEADING.finditer(markdown) if not any(a <= m.start() < b for a, b in fenced)]


def fill(markdown: str, lang: str, kind: str | None, source: str = "<page>") -> str:
    """``markdown`` with each catalogued heading worded from the catalogue, its sections checked."""
    known = catalogue()["words"]
    found = _headings(markdown)
    for match in found:
        if match["id"] in known and match["words"]:
            line = markdown.count("\n", 0, match.start()) + 1
            raise HeadingError(
                f"{source}:{line}: the words of heading {{#{match['id']}}} come from hooks/headings.json: "
                f"write it as “## {{#{match['id']}}}”, not “{match['words']}”"
            )
    order = catalogue()["pages"].get(kind or "")
    if order is not None:
        ids = [m["id"] for m in found]
        wanted = order if kind in catalogue()["complete"] else [i for i in order if i in ids]
        have = ids if kind in catalogue()["complete"] else [i for i in ids if i in order]
        if have != wanted:
            raise HeadingError(f"{source}: a {kind} page has the sections {wanted}, in this order; it has {have}")
    out, pos = [], 0
    for match in found:
        if match["id"] in known:
            out += [markdown[pos : match.start()], f"## {words(match['id'], lang)} {{#{match['id']}}}"]
            pos = match.end()
    return "".join(out) + markdown[pos:]
