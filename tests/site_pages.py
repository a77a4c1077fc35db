"""The site's pages as the tests find them, for any game of the registry.

Generic tests name no game: they ask which games have a page (``games_with``) and where it is
built (``path``, ``built``), so a game added to ``calculators.registry.GAMES`` is tested too.
"""

from __future__ import annotations

from pathlib import Path

from calculators.api import handle
from calculators.registry import GAMES

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
# Each language's folder in the built site: French, the default, at the root.
LANGS = {"fr": "", "en": "en/", "tr": "tr/"}


def games_with(page: str = "index") -> list[str]:
    """The games of the registry (in its order) that have ``page`` ("index" is the rules, else
    "teach", "calculators"...) in every language."""
    return [game for game in GAMES if all((DOCS / lang / game / f"{page}.md").is_file() for lang in LANGS)]


def path(lang: str, game: str, page: str = "index") -> str:
    """A game's page as a site path: ``path("en", game, "calculators")`` is ``"en/<game>/calculators/"``."""
    return f"{LANGS[lang]}{game}/" + ("" if page == "index" else f"{page}/")


def drawn(game: str, kind: str, data: dict, lang: str) -> tuple[str, dict]:
    """What a ``picture GAME KIND`` fence draws: its kind and data, a ``first-turn`` step's being the
    position the game's ``first_turn`` action answers for it (hooks/fences.py)."""
    if kind != "first-turn":
        return kind, data
    step = {key: value for key, value in data.items() if key != "caption"}
    picture = handle({"game": game, "action": "first_turn", "lang": lang, "data": step})["picture"]
    return picture["kind"], picture["data"]


def built(game: str, site_dir: Path, lang: str, page: str = "index") -> str:
    """The HTML of a game's built page in ``lang``."""
    return (site_dir / path(lang, game, page) / "index.html").read_text(encoding="utf-8")
