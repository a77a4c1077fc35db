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


def mistakes(game: str, lang: str) -> list[str]:
    """The items of a game's rules page list of common mistakes ({#mistakes}), each on one line:
    the tests that build a dispute (or a refused move) from every one of them read it here."""
    import re

    text = (DOCS / lang / game / "index.md").read_text(encoding="utf-8")
    section = re.search(r"\{#mistakes\}\n(.*?)\n## ", text, re.S).group(1)
    items = re.split(r"^- ", section, flags=re.M)[1:]
    return [" ".join(item.split("\n\n")[0].split()) for item in items]


class MistakeChecks:
    """The checks of one game's rules-page mistakes ({#mistakes}), each registered with words of its
    item: ``@checks("words of the item")`` above a check function. ``tests()`` gives the two tests a
    game's file exposes: the page lists exactly the registered items (in order, in every language),
    and each check passes. ``not_a_position``: items no calculator input can show, named as such."""

    def __init__(self, game: str):
        self.game = game
        self.checks: list = []

    def __call__(self, anchor: str):
        def register(check):
            self.checks.append((anchor, check))
            return check

        return register

    def tests(self, not_a_position: tuple[str, ...] = ()):
        import pytest

        anchors = [anchor for anchor, _ in self.checks] + list(not_a_position)

        def test_the_list_has_one_check_per_mistake_in_every_language():
            english = mistakes(self.game, "en")
            assert len(english) == len(anchors), english
            if not_a_position:
                assert all(any(anchor in item for item in english) for anchor in anchors), english
            else:
                assert all(anchor in item for item, anchor in zip(english, anchors)), list(zip(anchors, english))
            assert all(len(mistakes(self.game, lang)) == len(anchors) for lang in LANGS)

        @pytest.mark.parametrize("check", [check for _, check in self.checks], ids=[check.__name__ for _, check in self.checks])
        def test_each_mistake_of_the_rules_page_is_caught(check):
            check()

        return test_the_list_has_one_check_per_mistake_in_every_language, test_each_mistake_of_the_rules_page_is_caught
