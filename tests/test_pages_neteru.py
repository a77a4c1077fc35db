"""The Neteru pages teach in our own words, with one voice and pictures drawn from the calculators.

Checked on the built site (fixture ``site_dir``) in French, English and Turkish:
- every rules, teach and summary page shows SVG pictures (role="img", a title and a description
  in the page's language) and no text art in <pre>;
- the teach page walks through a first turn with pictures: cards played, a finished floor, a god
  chosen, a War Chariot's attack; the card anatomy is one picture kind used on rules and teach;
- each picture says what the calculators answer for the same data (scores, a Chariot's reach,
  where a card goes, a completed floor);
- no list starts at a number other than 1 (sections and glossaries: tests/test_page_structure.py;
  our own words, one voice and one term per concept: tests/test_own_words.py and
  tests/test_voice_terms.py, for every game).
"""

from __future__ import annotations

import html
import json
import re
from functools import partial
from pathlib import Path

import pytest

from calculators.api import handle
from calculators.i18n import render
from calculators.neteru.pyramid import FLOORS
from hooks.fences import FENCE
from hooks.pictures import neteru as pictures
from hooks.strings import text
from tests import site_pages

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
LANGS = site_pages.LANGS
PAGES = ["index", "teach", "summary", "examples", "calculators"]
TAUGHT = ["index", "teach", "summary"]
# Words that say which language a picture's title and description are in (one is enough), and
# words of the other languages that must not appear there.
MARKERS = {"fr": {"étage", "emplacement", "carte"}, "en": {"floor", "slot", "card"}, "tr": {"kat", "bölge", "kart"}}
FOREIGN = {"fr": {"floor", "slot", "kat", "bölge"}, "en": {"étage", "emplacement", "kat", "bölge"}, "tr": {"floor", "slot", "étage", "emplacement"}}
FIGURE = re.compile(r'<figure class="calc-picture" data-game="neteru" data-kind="([a-z]+)">(.*?)</figure>', re.S)
SVG = re.compile(r"<svg [^>]*>.*?</svg>", re.S)


built = partial(site_pages.built, "neteru")  # built(site_dir, lang, page): a page's HTML


def content(page_html: str) -> str:
    """The article only (no header, navigation or footer)."""
    start = page_html.index('<article class="md-content__inner')
    return page_html[start:page_html.index("</article>", start)]


def source(lang: str, page: str) -> str:
    return (DOCS / lang / "neteru" / f"{page}.md").read_text(encoding="utf-8")


def picture_fences(markdown: str, lang: str) -> list[tuple[str, dict]]:
    found = []
    for match in FENCE.finditer(markdown):
        if match["kind"] == "picture":
            game, kind = match["args"].split()
            assert game == "neteru"
            found.append(site_pages.drawn("neteru", kind, json.loads(match["body"]), lang))
    return found


def title_and_desc(svg: str) -> tuple[str, str]:
    title = re.search(r"<title[^>]*>(.*?)</title>", svg, re.S)
    desc = re.search(r"<desc[^>]*>(.*?)</desc>", svg, re.S)
    assert title and desc, svg[:200]
    return html.unescape(title.group(1)), html.unescape(desc.group(1))


def section(page_html: str, anchor: str) -> str:
    start = page_html.index(f'<h2 id="{anchor}"')
    end = page_html.find("<h2 ", start + 1)
    return page_html[start:end if end > 0 else None]


# ---------------------------------------------------------------- pictures on the built pages

def _words(value: str) -> list[str]:
    return re.sub(r"[^\w]+", " ", value.lower()).split()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", TAUGHT)
def test_taught_pages_have_accessible_pictures_in_their_language(site_dir, lang, page):
    article = content(built(site_dir, lang, page))
    svgs = [svg for svg in SVG.findall(article) if "nt-svg" in svg]
    assert svgs, f"{lang}/{page}: no picture"
    for svg in svgs:
        assert 'role="img"' in svg and "aria-labelledby" in svg
        title, desc = title_and_desc(svg)
        assert title.strip() and len(desc) > 40
        words = set(_words(title + " " + desc))
        assert any(word.startswith(marker) for word in words for marker in MARKERS[lang]), (lang, title)  # Turkish suffixes
        assert not FOREIGN[lang] & words, (lang, title, FOREIGN[lang] & words)
    assert "<pre" not in article, f"{lang}/{page}: text art left in a <pre>"


@pytest.mark.parametrize("lang", LANGS)
def test_every_picture_fence_is_drawn(site_dir, lang):
    for page in PAGES:
        fences = picture_fences(source(lang, page), lang)
        figures = FIGURE.findall(content(built(site_dir, lang, page)))
        assert [kind for kind, _ in fences] == [kind for kind, _ in figures], (lang, page)
        assert "```picture" not in built(site_dir, lang, page)


@pytest.mark.parametrize("lang", LANGS)
def test_card_anatomy_is_one_kind_used_on_rules_and_teach_pages(site_dir, lang):
    for page in ("index", "teach"):
        kinds = [kind for kind, _ in FIGURE.findall(content(built(site_dir, lang, page)))]
        assert kinds.count("anatomy") == 1, (lang, page)


@pytest.mark.parametrize("lang", LANGS)
def test_the_first_turn_is_told_with_pictures(site_dir, lang):
    first = section(content(built(site_dir, lang, "teach")), "first-turn")
    figures = FIGURE.findall(first)
    kinds = [kind for kind, _ in figures]
    assert len(figures) >= 3
    # Cards played, a finished floor with a god chosen, a War Chariot's attack.
    assert "pyramid" in kinds and "gods" in kinds and "chariot" in kinds
    chariot = next(body for kind, body in figures if kind == "chariot")
    assert f">{text('neteru.pic.taken', lang)}</text>" in chariot
    gods = next(body for kind, body in figures if kind == "gods")
    assert f">{text('neteru.pic.complete', lang)}</text>" in gods


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", TAUGHT + ["examples"])
def test_pictures_say_what_the_calculators_answer(site_dir, lang, page):
    figures = FIGURE.findall(content(built(site_dir, lang, page)))
    for (kind, data), (drawn_kind, drawn) in zip(picture_fences(source(lang, page), lang), figures):
        assert kind == drawn_kind
        data.pop("caption", None)
        if kind == "score":
            answer = handle({"game": "neteru", "action": "score", "lang": lang, "data": {"players": data["players"]}})
            shown = data.get("show", range(len(data["players"])))
            titles = [title_and_desc(svg)[0] for svg in SVG.findall(drawn)]
            assert titles == [
                render("neteru.pic.title_score", lang, {"name": answer["players"][i]["name"], "total": answer["players"][i]["total"]})
                for i in shown
            ]
        elif kind == "chariot":
            request = {k: data[k] for k in ("floor", "pyramid", "gods") if k in data}
            answer = handle({"game": "neteru", "action": "chariot", "lang": lang, "data": request})
            removable = drawn.count(f">{text('neteru.pic.removable', lang)}</text>") + drawn.count(f">{text('neteru.pic.taken', lang)}</text>")
            protected = drawn.count(f">{text('neteru.pic.protected', lang)}</text>")
            assert (removable, protected) == (len(answer["removable"]), len(answer["protected"]))
        elif kind == "place":
            request = {k: data[k] for k in ("card", "pyramid", "gods", "from") if k in data}
            answer = handle({"game": "neteru", "action": "place", "lang": lang, "data": request})
            assert drawn.count(f">{text('neteru.pic.play_here', lang)}</text>") == len(answer["play"])
            assert drawn.count(f">{text('neteru.pic.priest_here', lang)}</text>") == len(answer["priest"]["to"])
        elif kind in ("pyramid", "gods"):
            # A floor is drawn complete exactly when the calculators' pyramid says so.
            position = pictures.Position(data if kind == "pyramid" else {**data, "gods": {}}, lang)
            assert drawn.count(f">{text('neteru.pic.complete', lang)}</text>") == len(position.complete())


def test_a_picture_that_breaks_a_rule_fails_the_build():
    card = {"type": "citizen", "number": 1}
    with pytest.raises(ValueError):  # floor 1 is not complete: no god to choose
        pictures.picture("gods", {"pyramid": {"1": card}, "floor": 1, "offer": ["bastet", "isis"], "chosen": "bastet"}, "en")
    with pytest.raises(ValueError):  # a floor earns one god only
        pictures.picture("gods", {"pyramid": {"1": card, "2": {"type": "scribe", "number": 2}}, "gods": {"1": "isis"},
                                  "floor": 1, "offer": ["bastet", "ra"], "chosen": "bastet"}, "en")
    with pytest.raises(ValueError):  # a Citizen 1 cannot be seen on slot 4
        pictures.picture("pyramid", {"pyramid": {"4": card}}, "en")
    with pytest.raises(ValueError):  # the Guard protects slot 2: the Chariot cannot take it
        pictures.picture("chariot", {"floor": 1, "pyramid": {"1": {"type": "guard", "number": 1}, "2": card}, "taken": 2}, "en")


def test_example_drawings_are_the_same_svg_pictures():
    data = {"floor": 1, "pyramid": {"1": {"type": "guard", "number": 1}, "2": {"type": "citizen", "number": 2}}}
    answer = handle({"game": "neteru", "action": "chariot", "lang": "tr", "data": data})
    drawn = pictures.draw("chariot", data, answer, "tr")
    same_ids = re.compile(r"pic\d+-")
    assert same_ids.sub("pic-", drawn) == same_ids.sub("pic-", pictures.picture("chariot", data, "tr"))
    assert drawn.startswith("<svg") and 'role="img"' in drawn and "1. kat" in drawn and "bölge" in drawn


# ---------------------------------------------------------------- structure

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", PAGES)
def test_no_list_starts_at_another_number(site_dir, lang, page):
    starts = re.findall(r'<ol start="(\d+)"', built(site_dir, lang, page))
    assert all(start == "1" for start in starts), (lang, page, starts)


@pytest.mark.parametrize("lang", LANGS)
def test_picture_strings_use_the_terms(lang):
    assert text("neteru.pic.slot", lang).format(n=4) == {"fr": "Empl. 4", "en": "Slot 4", "tr": "4. bölge"}[lang]
    assert text("neteru.pic.floor", lang).format(n=2).lower() == {"fr": "étage 2", "en": "floor 2", "tr": "2. kat"}[lang]
    for floor in FLOORS:
        assert str(floor) in text("neteru.pic.floor", lang).format(n=floor)
