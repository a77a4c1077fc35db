"""The site's pages as the tests find them, for any game of the registry.

Generic tests name no game: they ask which games have a page (``games_with``) and where it is
built (``path``, ``built``), so a game added to ``calculators.registry.GAMES`` is tested too.
"""

from __future__ import annotations

from pathlib import Path

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


def built(game: str, site_dir: Path, lang: str, page: str = "index") -> str:
    """The HTML of a game's built page in ``lang``."""
    return (site_dir / path(lang, game, page) / "index.html").read_text(encoding="utf-8")


def mistakes(game: str, lang: str) -> list[str]:
    """The items of a game's rules page list of common mistakes ({#mistakes}), each on one line:
    the tests that build a dispute (or a refused move) from every one of them read it here."""
    import re

    text = (DOCS / lang / game / "index.md").read_text(encoding="utf-8")
    section = re.search(r"\{#mistakes\}\n(.*?)\n## ", text, re.S).group(1)
    items = re.split(r"^- ", section, flags=re.M)[1:]
    return [" ".join(item.split("\n\n")[0].split()) for item in items]
