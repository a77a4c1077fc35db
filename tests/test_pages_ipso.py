"""The IPSO pages teach with pictures: checked on the built site in French, English and Turkish.

- every rules, teach and summary page draws its positions as accessible SVG (role="img", a
  title and a description in the page's language, colour never alone) and has no text art;
- what a picture shows (increasing and discarded rows, points, totals, the best bonus swap, the
  direction of each tournament round, the winners) is what the calculators answer for the same
  data, read from the page's own picture fences;
- the teach page walks through a first game with at least three pictures, an exchange and a
  bonus turn among them, and its story's numbers are the calculators' numbers;
- no list starts at a number other than 1.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from functools import partial
from pathlib import Path

import pytest

from calculators.api import handle
from calculators.ipso.cards import Card
from calculators.ipso.explain import row_to_json
from calculators.ipso.scoring import RowScore
from hooks.fences import FENCE
from hooks.pictures import ipso as pictures
from tests import site_pages

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
LANGS = site_pages.LANGS
TEACHING_PAGES = ["index", "teach", "summary"]
SVG_NS = "{http://www.w3.org/2000/svg}"
SVG = re.compile(r"<svg\b.*?</svg>", re.DOTALL)
FIGURE = re.compile(r'<figure class="calc-picture" data-game="ipso" data-kind="([a-z]+)">(.*?)</figure>', re.DOTALL)

# Words that only one language uses in the pictures' titles and descriptions.
MARKERS = {
    "fr": {"ligne", "carte", "étoile", "croissante", "centre", "pioche", "manche", "emplacement"},
    "en": {"row", "card", "star", "increasing", "middle", "deck", "round", "slot"},
    "tr": {"sıra", "kart", "yıldız", "artan", "ortada", "deste", "raunt", "bölge", "puan"},
}
COLOUR_NAMES = {
    "fr": ["rouge", "jaune", "vert", "bleu", "violet"],
    "en": ["red", "yellow", "green", "blue", "purple"],
    "tr": ["kırmızı", "sarı", "yeşil", "mavi", "mor"],
}


built = partial(site_pages.built, "ipso")  # built(site_dir, lang, page): a page's HTML


def article(html: str) -> str:
    """The page's content, without the theme's navigation."""
    start = html.index('<article class="md-content__inner')
    return html[start : html.index("</article>", start)]


def picture_fences(lang: str, page: str) -> list[tuple[str, dict]]:
    markdown = (DOCS / lang / "ipso" / f"{page}.md").read_text(encoding="utf-8")
    found = []
    for match in FENCE.finditer(markdown):
        if match["kind"] == "picture":
            game, kind = match["args"].split()
            if game == "ipso":
                data = json.loads(match["body"])
                data.pop("caption", None)
                found.append(site_pages.drawn("ipso", kind, data, lang))
    return found


def figures(html: str) -> list[tuple[str, ET.Element]]:
    """(kind, parsed svg) of every IPSO picture of the page, in order."""
    out = []
    for kind, inner in FIGURE.findall(html):
        (svg,) = SVG.findall(inner)
        out.append((kind, ET.fromstring(svg)))
    return out


def words_of(text: str, lang: str) -> set[str]:
    lowered = text.replace("I", "ı").replace("İ", "i").lower() if lang == "tr" else text.lower()
    return set(re.findall(r"\w+", lowered))


def title_and_desc(svg: ET.Element) -> tuple[str, str]:
    title = svg.find(f"{SVG_NS}title")
    desc = svg.find(f"{SVG_NS}desc")
    assert title is not None and desc is not None
    ids = svg.get("aria-labelledby", "").split()
    assert ids == [title.get("id"), desc.get("id")]
    return title.text or "", desc.text or ""


def groups(svg: ET.Element, cls: str) -> list[ET.Element]:
    return [g for g in svg.iter(f"{SVG_NS}g") if cls in (g.get("class") or "").split()]


def texts(element: ET.Element) -> list[str]:
    return [t.text or "" for t in element.iter(f"{SVG_NS}text")]


def ask(action: str, data: dict, lang: str = "en") -> dict:
    answer = handle({"game": "ipso", "action": action, "lang": lang, "data": data})
    assert answer["ok"], answer
    return answer


# Pictures on every teaching page -------------------------------------------------------------


@pytest.mark.parametrize("page", TEACHING_PAGES)
@pytest.mark.parametrize("lang", LANGS)
def test_each_teaching_page_draws_its_positions_as_accessible_svg_in_its_language(site_dir, lang, page):
    html = article(built(site_dir, lang, page))
    found = figures(html)
    assert found, f"{lang}/{page}: no picture"
    assert len(found) == len(picture_fences(lang, page))
    others = set().union(*(MARKERS[other] for other in LANGS if other != lang))
    for kind, svg in found:
        assert svg.get("role") == "img"
        title, desc = title_and_desc(svg)
        assert title.strip() and len(desc) > 40, (kind, title, desc)
        said = words_of(f"{title} {desc}", lang)
        assert said & MARKERS[lang], (lang, kind, title, desc)
        assert not said & others, (lang, kind, said & others)


@pytest.mark.parametrize("page", TEACHING_PAGES)
@pytest.mark.parametrize("lang", LANGS)
def test_no_text_art_and_no_list_starting_past_one(site_dir, lang, page):
    html = article(built(site_dir, lang, page))
    assert "<pre" not in html
    assert "▢" not in html  # the face-down cards of the old text drawing
    assert re.findall(r'<ol start="(\d+)"', html) in ([], ["1"])


@pytest.mark.parametrize("page", ["examples", "calculators"])
@pytest.mark.parametrize("lang", LANGS)
def test_other_pages_have_no_list_starting_past_one(site_dir, lang, page):
    assert all(n == "1" for n in re.findall(r'<ol start="(\d+)"', built(site_dir, lang, page)))


@pytest.mark.parametrize("lang", LANGS)
def test_every_face_up_card_names_its_colour_in_words(site_dir, lang):
    for page in TEACHING_PAGES:
        for kind, svg in figures(article(built(site_dir, lang, page))):
            for card in groups(svg, "ipso-pic-card"):
                classes = card.get("class").split()
                if "is-hidden" in classes or "ipso-pic-starcard" in classes:
                    continue
                words = " ".join(texts(card)).replace("\u00a0", " ")
                assert any(f" {name}" in f" {words}" for name in COLOUR_NAMES[lang]), (page, kind, words)
                assert re.search(r"[●▲■◆✚]", words), words


# Pictures agree with the calculators ---------------------------------------------------------


def check_against_calculators(kind: str, data: dict, svg: ET.Element, lang: str) -> None:
    rows_drawn = groups(svg, "ipso-pic-row")
    if kind == "pyramid":
        rows = data["rows"]
        if all(card is not None for row in rows for card in row):
            request = {"rows": rows, "star_card": data.get("star_card", "given_up"), **({"variants": data["variants"]} if "variants" in data else {})}
            answer = ask("score", request, lang)
            assert [g.get("data-verdict") for g in rows_drawn] == [r["verdict"] for r in answer["rows"]]
            assert [int(g.get("data-points")) for g in rows_drawn] == [r["points"] for r in answer["rows"]]
            if "star_card" in data:
                assert int(svg.get("data-total")) == answer["total"]
            else:
                assert int(svg.get("data-rows-points")) == answer["rows_points"]
        else:
            hidden = sum(card is None for row in rows for card in row)
            assert int(svg.get("data-hidden")) == hidden
            assert all(g.get("data-verdict") is None for g in rows_drawn)
    elif kind in ("row", "rows"):
        raw = [data["cards"]] if kind == "row" else data["rows"]
        even_odd = bool(data.get("variants", {}).get("even_odd"))
        expected = [row_to_json(RowScore(0, tuple(Card(c["number"], c["colour"], c.get("stars", 0)) for c in row), even_odd)) for row in raw]
        assert [g.get("data-verdict") for g in rows_drawn] == [e["verdict"] for e in expected]
        assert [int(g.get("data-points")) for g in rows_drawn] == [e["points"] for e in expected]
    elif kind == "bonus":
        answer = ask("bonus", {k: data[k] for k in ("rows", "drawn", "variants") if k in data}, lang)
        assert svg.get("data-best") == answer["best"]["path"]
        assert svg.get("data-pays") == ("true" if answer["pays"] else "false")
        assert int(svg.get("data-keep")) == answer["keep"]["total"]
        assert int(svg.get("data-total")) == answer["best"]["total"]
        scored = ask("score", {"rows": data["rows"], "star_card": "kept"}, lang)
        assert [g.get("data-verdict") for g in rows_drawn] == [r["verdict"] for r in scored["rows"]]
    elif kind == "game":
        answer = ask("game", data, lang)
        assert svg.get("data-directions") == " ".join(r["direction"] for r in answer["rounds"])
        assert svg.get("data-winners") == "|".join(answer["players"][i]["name"] for i in answer["ranking"]["winners"])
        assert svg.get("data-totals") == " ".join(str(p["total"]) for p in answer["players"])
    elif kind == "exchange":
        r, c = data["slot"]["row"] - 1, data["slot"]["card"] - 1
        assert data["rows"][r][c] is None  # only a face-down card is replaced during the round
        assert svg.get("data-slot") == f"rows.{r}.{c}"
        hidden = sum(card is None for row in data["rows"] for card in row) - 1
        assert int(svg.get("data-hidden")) == hidden
        taken = data["centre"][data["take"]]
        marked = [g for g in groups(svg, "ipso-pic-card") if "is-marked" in g.get("class").split()]
        assert str(taken["number"]) in texts(marked[-1]) and str(data["revealed"]["number"]) in texts(marked[0])
    elif kind == "card":
        assert str(data["card"]["number"]) in texts(svg)
    else:
        raise AssertionError(f"no check for picture kind {kind}")


@pytest.mark.parametrize("page", TEACHING_PAGES)
@pytest.mark.parametrize("lang", LANGS)
def test_pictures_show_what_the_calculators_answer(site_dir, lang, page):
    fences = picture_fences(lang, page)
    drawn = figures(article(built(site_dir, lang, page)))
    assert [kind for kind, _ in fences] == [kind for kind, _ in drawn]
    for (kind, data), (_, svg) in zip(fences, drawn):
        check_against_calculators(kind, data, svg, lang)


def test_the_26_point_pyramid_of_the_rules_page_has_one_discarded_row(site_dir):
    (svg,) = [svg for kind, svg in figures(article(built(site_dir, "en", "index"))) if svg.get("data-total") == "26"]
    assert [g.get("data-verdict") for g in groups(svg, "ipso-pic-row")] == ["discarded", "mixed", "single_colour", "single_colour"]
    assert "Row 1 · ✘ not increasing: 12 comes after 50" in texts(svg)


# The first game, told ------------------------------------------------------------------------


def section(html: str, anchor: str) -> str:
    start = html.index(f'id="{anchor}"')
    following = html.find("<h2", start)
    return html[start : following if following != -1 else len(html)]


@pytest.mark.parametrize("lang", LANGS)
def test_teach_page_tells_a_first_game_with_an_exchange_and_a_bonus_turn(site_dir, lang):
    html = article(built(site_dir, lang, "teach"))
    first = section(html, "first-turn")
    kinds = [kind for kind, _ in figures(first)]
    assert len(kinds) >= 3
    assert kinds.count("exchange") >= 2 and "bonus" in kinds and kinds[0] == "pyramid"


@pytest.mark.parametrize("lang", LANGS)
def test_the_first_game_story_is_consistent_and_its_numbers_are_the_calculators(site_dir, lang):
    fences = dict()
    for kind, data in picture_fences(lang, "teach"):
        fences.setdefault(kind, []).append(data)
    exchanges = fences["exchange"]
    # Each exchange leaves in the middle the card not taken and the one revealed: the next turn's middle.
    for before, after in zip(exchanges, exchanges[1:]):
        assert after["centre"] == [before["centre"][1 - before["take"]], before["revealed"]]
    # Ana's cards placed in her exchanges are where her full pyramid has them.
    ana = [e for e in exchanges if e["player"] == "Ana"]
    full = next(p for p in fences["pyramid"] if p.get("player") == "Ana" and all(c for row in p["rows"] for c in row) and "star_card" not in p)
    for turn in ana:
        r, c = turn["slot"]["row"] - 1, turn["slot"]["card"] - 1
        assert full["rows"][r][c] == turn["centre"][turn["take"]]
    (bonus,) = fences["bonus"]
    assert bonus["rows"] == full["rows"]
    answer = ask("bonus", {"rows": bonus["rows"], "drawn": bonus["drawn"]}, lang)
    keep, best = answer["keep"]["total"], answer["best"]["total"]
    assert answer["pays"] and (keep, best) == (17, 24)
    final = next(p for p in fences["pyramid"] if p.get("star_card") == "given_up")
    swapped = [row[:] for row in bonus["rows"]]
    swapped[answer["best"]["row"] - 1][answer["best"]["card"] - 1] = bonus["drawn"]
    assert final["rows"] == swapped
    assert ask("score", {"rows": final["rows"], "star_card": "given_up"}, lang)["total"] == best
    (sheet,) = fences["game"]
    ranking = ask("game", sheet, lang)["ranking"]
    assert ranking["outcome"] == "win" and ranking["places"][0]["name"] == "Ana"
    text = re.sub(r"<[^>]+>", " ", section(article(built(site_dir, lang, "teach")), "first-turn"))
    text = re.sub(r"<svg.*?</svg>", " ", text, flags=re.DOTALL)
    assert "14 + 3 = 17" in text and "2 + 7 + 5 + 10 = 24" in text


# Summary and glossary ------------------------------------------------------------------------


# Our own words -------------------------------------------------------------------------------


# The drawing module itself -------------------------------------------------------------------


HID = [[None] * n for n in (2, 3, 4, 5)]


def test_example_fences_are_drawn_as_svg_with_the_same_functions():
    data = picture_fences("en", "index")
    rows = next(d for k, d in data if k == "pyramid" and d.get("star_card") == "kept")
    answer = ask("score", rows)
    drawing = pictures.draw("score", rows, answer, "en")
    assert drawing.startswith('<figure class="calc-picture" data-game="ipso" data-kind="pyramid"><svg')
    assert 'data-total="26"' in drawing and "The example&#x27;s pyramid: 26 points" in drawing
    assert pictures.draw("score", rows, {"ok": False}, "en") == ""


@pytest.mark.parametrize(
    "kind,data,message",
    [
        ("exchange", {"player": "Ana", "rows": [[{"number": 5, "colour": "red"}, None]] + HID[1:], "centre": [{"number": 8, "colour": "red"}, {"number": 9, "colour": "red"}], "take": 0, "slot": {"row": 1, "card": 1}, "revealed": {"number": 10, "colour": "red"}}, "face-down"),
        ("pyramid", {"rows": [[{"number": 5, "colour": "red"}, {"number": 5, "colour": "blue"}]] + HID[1:]}, "duplicate_number"),
        ("row", {"cards": [{"number": 91, "colour": "red"}, {"number": 5, "colour": "red"}]}, "not a card"),
        ("exchange", {"rows": HID, "centre": [{"number": 8, "colour": "red"}, {"number": 9, "colour": "red"}], "take": 0, "slot": {"row": 1, "card": 1}, "revealed": {"number": 10, "colour": "red"}}, "names the player"),
        ("sideways", {}, "unknown IPSO picture kind"),
    ],
)
def test_a_position_no_game_can_reach_fails_the_build(kind, data, message):
    with pytest.raises(ValueError, match=message):
        pictures.picture(kind, data, "en")


def test_free_text_is_escaped():
    sheet = {"mode": "single", "players": [{"name": "<b>Ana</b>", "rounds": [{"score": 20, "stars": 1}]}, {"name": "Bo", "rounds": [{"score": 18, "stars": 0}]}]}
    drawing = pictures.picture("game", sheet, "en")
    assert "<b>" not in drawing and "&lt;b&gt;Ana&lt;/b&gt;" in drawing
