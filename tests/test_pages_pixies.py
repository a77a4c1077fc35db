"""The Pixies pages teach with pictures, in our own words, with one voice and one term per concept.

Checked on the built site (fixture ``site_dir``) in French, English and Turkish:

- rules, teach and summary pages show accessible SVG pictures (role="img", a title and a
  description in the page's language) and no text art (no <pre>, no table drawn as a grid);
- every picture that needs a rule agrees with the calculators: the zone outlined and the total
  of a scored grid, the grid a placement leaves and its case, who takes each card of an offer;
- the teach page tells a first round with at least three pictures: an offer and the three
  placement cases;
- no Markdown list starts at a number other than 1 (a Turkish ordinal at a line start).
"""

from __future__ import annotations

import html
import json
import re
from functools import partial
from pathlib import Path

import pytest

from calculators.api import handle
from hooks.fences import FENCE
from hooks.strings import all_strings
from tests import site_pages

ROOT = Path(__file__).resolve().parent.parent
LANGS = ["fr", "en", "tr"]
TAUGHT = ["index", "teach", "summary"]
ALL_PAGES = ["index", "teach", "summary", "examples", "calculators", "cards"]

SVG = re.compile(r"<svg [^>]*calc-svg[^>]*>.*?</svg>", re.S)  # the pictures, not the theme's icons
SLOT = re.compile(r'<rect [^>]*class="pxp-slot([^"]*)" data-slot="(\d)" data-state="(\w+)"(?: data-card="([\w-]+)")?')


built = partial(site_pages.built, "pixies")  # built(site_dir, lang, page): a page's HTML


def source(lang: str, page: str) -> str:
    return (ROOT / "docs" / lang / "pixies" / f"{page}.md").read_text(encoding="utf-8")


def picture_fences(markdown: str) -> list[tuple[str, dict]]:
    """The ``picture pixies KIND`` fences of a page, in order: (kind, data)."""
    found = []
    for match in FENCE.finditer(markdown):
        if match["kind"] == "picture" and match["args"].split()[0] == "pixies":
            data = json.loads(match["body"])
            data.pop("caption", None)
            found.append((match["args"].split()[1], data))
    return found


def fence_figures(page_html: str) -> list[tuple[str, str]]:
    return re.findall(r'<figure class="calc-picture" data-game="pixies" data-kind="(\w+)">(.*?)</figure>', page_html, re.S)


def words(text: str) -> list[str]:
    return re.sub(r"[^\w]+", " ", text.lower()).split()


def strings(key: str, lang: str) -> str:
    return all_strings()[f"pixies.pic.{key}"][lang]


def as_pattern(template: str) -> str:
    return "^" + re.sub(r"\\\{\w+\\\}", ".+", re.escape(template)) + "$"


TITLE_KEYS = ["title_round", "title_empty", "title_grid", "title_example", "title_place", "title_offer", "title_anatomy"]
OTHER_WORDS = {  # a word only the other languages' pictures use
    "fr": ["Slot ", "bölge", "Card taken", "Alınan kart"],
    "en": ["Emplacement", "bölge", "Carte prise", "Alınan kart"],
    "tr": ["Emplacement", "Slot ", "Carte prise", "Card taken"],
}


# ---------------------------------------------------------------- pictures, not text art


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", TAUGHT)
def test_taught_pages_have_accessible_pictures_in_their_language(site_dir, lang, page):
    page_html = built(site_dir, lang, page)
    svgs = SVG.findall(page_html)
    assert svgs, f"{lang}/{page}: no picture"
    titles = [as_pattern(html.escape(strings(key, lang), quote=True)) for key in TITLE_KEYS]
    for svg in svgs:
        assert 'role="img"' in svg
        labelled = re.search(r'aria-labelledby="([\w-]+) ([\w-]+)"', svg)
        title = re.search(rf'<title id="{labelled[1]}">(.*?)</title>', svg)
        desc = re.search(rf'<desc id="{labelled[2]}">(.*?)</desc>', svg)
        assert title and desc and title[1].strip() and len(desc[1]) > 40
        assert any(re.match(pattern, title[1]) for pattern in titles), title[1]
        for word in OTHER_WORDS[lang]:
            assert word not in title[1] + desc[1], f"{lang}/{page}: {word!r} in {title[1]!r}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", TAUGHT)
def test_no_text_art_on_taught_pages(site_dir, lang, page):
    page_html = built(site_dir, lang, page)
    article = page_html[page_html.index("<article"):page_html.index("</article>")]
    assert "<pre" not in article
    # no table used as a drawing of the grid (a cell per slot)
    slot_word = {"fr": r"(case|emplacement) 1", "en": r"slot 1", "tr": r"1\. bölge"}[lang]
    for table in re.findall(r"<table>.*?</table>", article, re.S):
        assert not re.search(rf"<td>\s*{slot_word}\s*</td>", table, re.I)
    assert not re.search(r"\d-\d-\d\s*/\s*\d-\d-\d", re.sub(r"<[^>]+>", "", article))  # "1-2-3 / 4-5-6"


@pytest.mark.parametrize("lang", LANGS)
def test_rules_and_teach_pages_draw_the_card_anatomy_once_each(site_dir, lang):
    for page in ("index", "teach"):
        kinds = [kind for kind, _ in fence_figures(built(site_dir, lang, page))]
        assert kinds.count("anatomy") == 1
    svg = dict(fence_figures(built(site_dir, lang, "index")))["anatomy"]
    for part in ("part.number", "part.corner", "part.colour", "part.multi", "part.spirals", "part.crosses", "part.per_colour"):
        fixed = re.split(r"\{\w+\}", strings(part, lang))
        assert max(fixed, key=len).strip() in html.unescape(svg), part


# ---------------------------------------------------------------- pictures agree with the calculators


def cells(svg: str) -> dict[int, tuple[str, str, str | None]]:
    return {int(n): (classes, state, card or None) for classes, n, state, card in SLOT.findall(svg)}


def grid_state(grid: dict) -> dict[int, tuple[str, str | None]]:
    out = {}
    for n in range(1, 10):
        raw = grid.get(str(n)) or {}
        card = raw.get("card") if isinstance(raw.get("card"), str) else None
        state = "back" if raw.get("back") else ("empty" if not raw.get("card") else ("validated" if raw.get("validated") else "lone"))
        out[n] = (state, card or None)
    return out


def pairs(site_dir, lang, page):
    fences = picture_fences(source(lang, page))
    figures = fence_figures(built(site_dir, lang, page))
    assert [kind for kind, _ in fences] == [kind for kind, _ in figures]
    return [(kind, data, svg) for (kind, data), (_, svg) in zip(fences, figures)]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", ALL_PAGES)
def test_pictures_show_what_the_calculators_answer(site_dir, lang, page):
    for kind, data, svg in pairs(site_dir, lang, page):
        drawn = cells(svg)
        text = html.unescape(svg)
        if kind == "grid":
            assert {n: (state, card) for n, (_, state, card) in drawn.items()} == grid_state(data["grid"])
            zone = [n for n, (classes, _, _) in drawn.items() if "is-zone" in classes]
            if "round" in data:
                answer = handle({"game": "pixies", "action": "score", "lang": lang, "data": data})
                assert zone == answer["parts"]["zone"]["slots"]
                assert strings("total_line", lang).format(round=data["round"], total=answer["total"]) in text
            else:
                assert zone == []
        elif kind == "place":
            answer = handle({"game": "pixies", "action": "place", "lang": lang, "data": data})
            assert answer["ok"]
            assert {n: (state, card) for n, (_, state, card) in drawn.items()} == grid_state(answer["grid"])
            assert [n for n, (classes, _, _) in drawn.items() if "is-changed" in classes] == [answer["chosen"]["slot"]]
        elif kind == "offer":
            answer = handle({"game": "pixies", "action": "turn", "lang": lang,
                             "data": {"players": data["players"], "opener": data["opener"], "picks": []}})
            assert re.findall(r'data-player="([^"]+)"', svg) == answer["order"]
            last = handle({"game": "pixies", "action": "turn", "lang": lang,
                           "data": {"players": data["players"], "opener": data["opener"], "picks": answer["order"]}})
            assert strings("next_opener", lang).format(name=last["next_offer_opener"]) in " ".join(re.sub(r"<[^>]+>", " ", text).split())


@pytest.mark.parametrize("lang", LANGS)
def test_example_drawings_outline_the_zone_the_calculators_count(site_dir, lang):
    page_html = built(site_dir, lang, "examples")
    examples = re.findall(r'<div class="calc-example" data-game="pixies" data-action="(\w+)" data-request="([^"]*)">(.*?)</figure>', page_html, re.S)
    assert len(examples) >= 8
    for action, request, drawing in examples:
        data = json.loads(html.unescape(request))
        answer = handle({"game": "pixies", "action": action, "lang": lang, "data": data})
        zone = [n for n, (classes, _, _) in cells(drawing).items() if "is-zone" in classes]
        assert zone == answer["parts"]["zone"]["slots"]


# ---------------------------------------------------------------- a first round, told; the summary's sections


@pytest.mark.parametrize("lang", LANGS)
def test_teach_page_tells_a_first_round_with_an_offer_and_the_three_placement_cases(site_dir, lang):
    page_html = built(site_dir, lang, "teach")
    start = page_html.index('<h2 id="first-turn"')
    end = page_html.index("<h2 ", start + 1)
    section = page_html[start:end]
    kinds = [kind for kind, _ in fence_figures(section)]
    assert len(kinds) >= 3 and "offer" in kinds and kinds.count("place") >= 3
    markdown = source(lang, "teach")
    told = markdown[markdown.index("{#first-turn}"):]
    told = told[:told.index("\n## ")]
    situations = set()
    for kind, data in picture_fences(told):
        if kind == "place":
            situations.add(handle({"game": "pixies", "action": "place", "lang": lang, "data": data})["situation"])
    assert {"pair", "face_down"} <= situations and situations & {"new_number", "cover_back"}
    offers = [data for kind, data in picture_fences(told) if kind == "offer"]
    assert any(len(data["players"]) == 2 and len(data["cards"]) == 4 for data in offers)


@pytest.mark.parametrize("lang", LANGS)
def test_rules_page_shows_offers_for_two_and_for_more_players_and_the_three_cases(site_dir, lang):
    fences = picture_fences(source(lang, "index"))
    sizes = {len(data["players"]) for kind, data in fences if kind == "offer"}
    assert 2 in sizes and sizes & {3, 4, 5}
    situations = {handle({"game": "pixies", "action": "place", "lang": lang, "data": data})["situation"] for kind, data in fences if kind == "place"}
    assert {"pair", "face_down"} <= situations and situations & {"new_number", "cover_back"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", ALL_PAGES)
def test_no_list_starts_at_another_number_than_one(site_dir, lang, page):
    page_html = built(site_dir, lang, page)
    assert re.findall(r'<ol start="(\d+)"', page_html) in ([], ["1"]) and '<ol start="' not in page_html.replace('<ol start="1"', "")


# ---------------------------------------------------------------- our own words, one voice, one term


