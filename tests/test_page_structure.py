"""Every game's pages have the same structure, worded from one catalogue, in every language.

- The level-2 headings of the catalogue (hooks/headings.json) read the same in every game: a
  teach page and a summary have exactly their kind's sections, in order; a rules page has the
  catalogue's sections it uses in the catalogue's order, between its own.
- Each teach page's glossary is its game's glossary data (hooks/game_terms/<game>.json), the
  same data the term checks read: the words in the three languages and their meaning.
- Each summary has one drawing (that it prints on one A4 page: tests/browser/test_print.py).
"""

from __future__ import annotations

import html
import re

import pytest

from hooks import headings, terms
from tests.site_pages import LANGS, built, games_with

H2 = re.compile(r'<h2 id="([\w-]+)">(.*?)<a class="headerlink"', re.S)
CATALOGUE = headings.catalogue()


def sections(page_html: str) -> list[tuple[str, str]]:
    """(id, words) of each level-2 heading of a built page, in order."""
    return [(anchor, html.unescape(re.sub(r"<[^>]+>", "", words)).strip()) for anchor, words in H2.findall(page_html)]


def cases(kind: str) -> list[tuple[str, str]]:
    return [(game, lang) for game in games_with(kind) for lang in LANGS]


@pytest.mark.parametrize("kind", ["index", "teach", "summary"])
def test_the_catalogues_headings_read_the_same_in_every_game(site_dir, kind):
    order = CATALOGUE["pages"][kind]
    for game, lang in cases(kind):
        found = [(anchor, words) for anchor, words in sections(built(game, site_dir, lang, kind)) if anchor in CATALOGUE["words"]]
        wanted = order if kind in CATALOGUE["complete"] else [anchor for anchor in order if anchor in dict(found)]
        assert found == [(anchor, headings.words(anchor, lang)) for anchor in wanted], (game, lang)
        if kind in CATALOGUE["complete"]:
            assert [anchor for anchor, _ in sections(built(game, site_dir, lang, kind))] == order, (game, lang)


@pytest.mark.parametrize("game,lang", cases("teach"))
def test_the_teach_page_shows_the_games_glossary(site_dir, game, lang):
    page_html = built(game, site_dir, lang, "teach")
    section = page_html[page_html.index('<h2 id="glossary"') :]
    rows = [[html.unescape(re.sub(r"<[^>]+>", "", cell)).strip() for cell in re.findall(r"<td>(.*?)</td>", row, re.S)]
            for row in re.findall(r"<tr>(.*?)</tr>", section, re.S)]
    wanted = [[row["words"]["fr"], row["words"]["en"], row["words"]["tr"], row["meaning"][lang]] for row in terms.glossary(game)]
    assert [row for row in rows if row] == wanted


@pytest.mark.parametrize("game,lang", cases("summary"))
def test_a_summary_has_one_drawing(site_dir, game, lang):
    drawings = built(game, site_dir, lang, "summary").count('<figure class="calc-picture"')
    assert drawings == 1, f"{lang}/{game}/summary has {drawings} drawings"


# The catalogue's checks, on small pages.


def test_a_catalogued_heading_gets_the_catalogues_words():
    filled = headings.fill("# Title\n\n## {#faq}\n\nText\n\n## Our own part {#own}\n", "tr", "index")
    assert "## Sık sorulan sorular {#faq}" in filled and "## Our own part {#own}" in filled


def test_a_catalogued_heading_written_by_hand_stops_the_build():
    with pytest.raises(headings.HeadingError, match="write it as “## {#faq}”"):
        headings.fill("## FAQ {#faq}\n", "en", "index", "en/game/index.md")


@pytest.mark.parametrize(
    "kind,markdown",
    [
        ("teach", "## {#script}\n## {#mistakes}\n## {#faq}\n## {#glossary}\n"),  # a section missing
        ("summary", "## {#setup}\n## {#scoring}\n## {#turn}\n## {#end}\n"),  # out of order
        ("index", "## {#goal}\n## {#material}\n"),  # out of the catalogue's order
    ],
)
def test_a_page_whose_sections_differ_from_its_kinds_stops_the_build(kind, markdown):
    with pytest.raises(headings.HeadingError, match=f"a {kind} page has the sections"):
        headings.fill(markdown, "fr", kind)


def test_headings_inside_a_fence_are_left_alone():
    markdown = "````markdown\n## FAQ {#faq}\n````\n"
    assert headings.fill(markdown, "en", None) == markdown


def test_every_catalogue_entry_is_in_each_language():
    entries = list(CATALOGUE["words"].values()) + [CATALOGUE["glossary"][key] for key in ("intro", "meaning")]
    assert all(entry.get(lang, "").strip() for entry in entries for lang in LANGS)
