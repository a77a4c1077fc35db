"""A game's glossary, drawn where its teach page has a ``glossary GAME`` fence.

The terms come from the game's glossary data (``hooks/game_terms/<game>.json``, read through
``hooks.terms.glossary``), the same data the term checks read, so the table a reader sees and
the words the tests enforce never part. The table has the words in the three languages side by
side and their meaning in the page's language; its column names and the sentence above it come
from the heading catalogue (``hooks/headings.json``, ``glossary``).
"""

from __future__ import annotations

from hooks import headings, terms


class GlossaryError(ValueError):
    """A glossary fence naming a game that has no glossary data."""


def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")


def render(game: str, lang: str) -> str:
    """The glossary of ``game`` as Markdown: a sentence, then a table (fr | en | tr | meaning)."""
    rows = terms.glossary(game)
    if not rows:
        raise GlossaryError(f"a glossary fence names {game!r}, which has no terms in hooks/game_terms/{game}.json")
    words = headings.catalogue()["glossary"]
    columns = [words["languages"][each] for each in terms.LANGS] + [words["meaning"][lang]]
    lines = [words["intro"][lang], "", "| " + " | ".join(columns) + " |", "|" + " --- |" * len(columns)]
    for row in rows:
        cells = [row["words"][each] for each in terms.LANGS] + [row["meaning"][lang]]
        lines.append("| " + " | ".join(_cell(cell) for cell in cells) + " |")
    return "\n".join(lines)
