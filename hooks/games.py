"""The site's list of games, derived from the registry (``calculators.registry.GAMES``).

A game is its own folders (``calculators/<game>/``, ``docs/<lang>/<game>/``) plus one registry
line; everything the site shows about the set of games comes from here:

- ``nav``: the menu. Each game gets a section named by its catalogue title, with its pages in
  the same order in every game: the rules (``index.md``, required), then whichever of the
  standard pages it has (teach, summary, examples, calculators), then its other pages by file
  name, each labelled by the ``menu`` key of its front matter (in each language's own file).
- ``home_cards``: the cards of the home page (where ``<!-- games -->`` stands), one per game,
  from the ``home`` key of the front matter of the game's rules page in that language.
- ``site_words``: the site's description and copyright line, naming the games.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mkdocs.utils import meta as front_matter

from calculators import registry
from calculators.i18n import render
from calculators.wording import and_list, of_name

# The pages every game may have, in menu order, with their English menu labels (translated per
# language by the i18n plugin's nav_translations in mkdocs.yml). The rules page is required.
STANDARD_PAGES = (
    ("Rules", "index.md"),
    ("Teach in 2 minutes", "teach.md"),
    ("Summary", "summary.md"),
    ("Examples", "examples.md"),
    ("Calculators", "calculators.md"),
)
HOME_MARKER = "<!-- games -->"


class GamePagesError(Exception):
    """A game of the registry without its rules page, or a page without what it must say."""


def _meta(path: Path) -> dict[str, Any]:
    return front_matter.get_data(path.read_text(encoding="utf-8"))[1]


def nav(docs_dir: Path, lang: str) -> list:
    """The ``nav`` config: the home page, then one section per registry game (in ``lang``'s folder)."""
    entries: list = [{"Home": "index.md"}]
    for game in registry.GAMES:
        folder = docs_dir / lang / game
        if not (folder / "index.md").is_file():
            raise GamePagesError(f"docs/{lang}/{game}/index.md is missing: every game of the registry needs its rules page")
        standard = {name for _, name in STANDARD_PAGES}
        pages: list = [{label: f"{game}/{name}"} for label, name in STANDARD_PAGES if (folder / name).is_file()]
        pages += [f"{game}/{path.name}" for path in sorted(folder.glob("*.md")) if path.name not in standard]
        entries.append({game: pages})
    return entries


def name_nav(items, lang: str, docs_dir: Path) -> None:
    """In the built menu of ``lang``: game sections get their names, extra pages their ``menu`` labels."""
    for item in items:
        if item.is_section and item.title in registry.GAMES:
            item.title = render(registry.spec(item.title).title, lang)
            name_nav(item.children, lang, docs_dir)
        elif item.is_page and item.file.src_uri.count("/") >= 2:
            name = item.file.src_uri.rsplit("/", 1)[-1]
            if name not in {page for _, page in STANDARD_PAGES}:
                label = _meta(Path(item.file.abs_src_path)).get("menu")
                if not label:
                    raise GamePagesError(f"{item.file.src_uri}: a game's extra page needs a 'menu' label in its front matter")
                item.title = label


def home_cards(docs_dir: Path, lang: str) -> str:
    """The home page's game cards (Markdown for Material's grid cards), in registry order."""
    cards = []
    for game in registry.GAMES:
        name = render(registry.spec(game).title, lang)
        home = _meta(docs_dir / lang / game / "index.md").get("home") or {}
        if not home.get("summary") or not home.get("facts"):
            raise GamePagesError(f"docs/{lang}/{game}/index.md: its front matter needs home.summary and home.facts")
        link = render("core.home_game_link", lang, {"game": name, "of_game": of_name(name, lang)})
        cards.append(
            f"-   **{name}**\n\n    ---\n\n    {' '.join(home['summary'].split())}\n\n"
            f"    {' '.join(home['facts'].split())}\n\n    [{link}]({game}/index.md)\n"
        )
    return '<div class="grid cards" markdown>\n\n' + "\n".join(cards) + "\n</div>"


def fill_home(markdown: str, docs_dir: Path, lang: str) -> str:
    return markdown.replace(HOME_MARKER, home_cards(docs_dir, lang)) if HOME_MARKER in markdown else markdown


def site_words(lang: str) -> dict[str, str]:
    """The site's description and copyright line in ``lang``, naming every game of the registry."""
    names = and_list([render(spec.title, lang) for spec in registry.specs()], lang)
    params = {"games": names, "of_games": of_name(names, lang)}
    return {
        "site_description": render("core.site_description", lang, params),
        "copyright": render("core.copyright", lang, params),
    }
