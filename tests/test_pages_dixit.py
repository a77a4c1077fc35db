"""The Dixit pages that teach (issue 12), checked on the built site in French, English and Turkish.

- every rules, teach and summary page shows its positions as accessible SVG pictures (a title
  and a description in the page's language), never as text art;
- each picture is the one ``hooks/pictures/dixit.py`` draws from the fence's data, and what it
  shows (points, totals, hand size, winners) is what ``calculators.api.handle`` answers;
- the teach page walks through a first round in pictures;
- player names are drawn as text.

(Sections, glossaries, our own words, one voice and one term: tests/test_page_structure.py,
tests/test_own_words.py and tests/test_voice_terms.py, for every game.)
"""

from __future__ import annotations

import html
import json
import re
from functools import partial
from pathlib import Path

import pytest

from calculators.api import handle
from calculators.i18n import catalogue_file
from hooks import terms
from hooks.fences import FENCE, _dedent
from hooks.pictures import dixit as pictures
from tests import site_pages

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
# The rules sources sit beside the clone (../shared), or beside the worktrees' folder.
LANGS = site_pages.LANGS
PAGES = ["index", "teach", "summary", "examples", "calculators"]
PICTURE_PAGES = ["index", "teach", "summary"]
LAYOUT_KEYS = ("step", "clue", "slots", "picks", "size")

FIGURE = re.compile(r'<figure class="calc-picture" data-game="dixit" data-kind="([a-z]+)">(.*?)</figure>', re.S)
SVG = re.compile(r"<svg\b.*?</svg>", re.S)
IDS = re.compile(r"pic\d+-(title|desc)")


built = partial(site_pages.built, "dixit")  # built(site_dir, lang, page): a page's HTML


def fences(lang: str, page: str) -> list[tuple[str, dict]]:
    """The ``picture dixit KIND`` fences of a page, in order: (kind, data without the caption)."""
    markdown = (DOCS / lang / "dixit" / f"{page}.md").read_text(encoding="utf-8")
    found = []
    for match in FENCE.finditer(markdown):
        if match["kind"] == "picture":
            game, kind = match["args"].split()
            assert game == "dixit"
            data = json.loads(_dedent(match["body"], match["indent"]))
            data.pop("caption", None)
            found.append(site_pages.drawn("dixit", kind, data, lang))
    return found


def title_and_desc(svg: str) -> tuple[str, str]:
    title = re.search(r"<title [^>]*>(.*?)</title>", svg, re.S)
    desc = re.search(r"<desc [^>]*>(.*?)</desc>", svg, re.S)
    assert title and desc, svg[:200]
    return html.unescape(title[1]), html.unescape(desc[1])


def texts(svg: str) -> list[str]:
    return [html.unescape(t) for t in re.findall(r"<text [^>]*>(.*?)</text>", svg, re.S)]


def request_of(data: dict) -> dict:
    return {key: value for key, value in data.items() if key not in LAYOUT_KEYS}


def ask(action: str, data: dict, lang: str) -> dict:
    answer = handle({"game": "dixit", "action": action, "lang": lang, "data": request_of(data)})
    assert answer["ok"], answer
    return answer


def formula(player: dict) -> str:
    if player["bonus"]:
        return f"{player['base']} + {player['bonus']} = {player['points']}"
    return str(player["points"])


# ---------------------------------------------------------------- pictures on the pages


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", PICTURE_PAGES)
def test_positions_are_accessible_svg_pictures_not_text_art(site_dir, lang, page):
    page_html = built(site_dir, lang, page)
    content = page_html[page_html.index('<article'): page_html.index("</article>")]
    figures = FIGURE.findall(content)
    assert figures, f"{lang}/{page}: no picture"
    for kind, figure in figures:
        (svg,) = SVG.findall(figure)
        assert 'role="img"' in svg and "aria-labelledby=" in svg
        title, desc = title_and_desc(svg)
        assert title.strip() and len(desc) > 40, (kind, title, desc)
    assert "<pre" not in content, f"{lang}/{page}: text art in a <pre>"
    assert not re.search(r"[┌┐└┘│─]|\+-{3,}\+", content), f"{lang}/{page}: box-drawing text art"


@pytest.mark.parametrize("page", PICTURE_PAGES)
def test_each_language_has_the_same_pictures_each_in_its_own_words(site_dir, page):
    """Same positions in fr, en and tr; every picture is what the hook draws in that language."""
    drawn: dict[str, list[tuple[str, str]]] = {}
    for lang in LANGS:
        found = fences(lang, page)
        layout = [(kind, json.dumps({k: v for k, v in data.items() if k != "clue"}, sort_keys=True)) for kind, data in found]
        drawn[lang] = layout
        figures = FIGURE.findall(built(site_dir, lang, page))
        assert [kind for kind, _ in figures] == [kind for kind, _ in found]
        for (kind, data), (_, figure) in zip(found, figures):
            expected = pictures.picture(kind, dict(data), lang)
            (svg,) = SVG.findall(figure)
            assert IDS.sub("pic", svg) == IDS.sub("pic", expected)
    assert drawn["fr"] == drawn["en"] == drawn["tr"]
    for index, (kind, data) in enumerate(fences("fr", page)):
        titles = {lang: title_and_desc(pictures.picture(kind, dict(fences(lang, page)[index][1]), lang))[0] for lang in LANGS}
        assert len(set(titles.values())) == 3, titles


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", PICTURE_PAGES)
def test_pictures_show_what_the_calculators_answer(site_dir, lang, page):
    figures = FIGURE.findall(built(site_dir, lang, page))
    for (kind, data), (_, figure) in zip(fences(lang, page), figures):
        (svg,) = SVG.findall(figure)
        _, desc = title_and_desc(svg)
        drawn = texts(svg)
        if kind == "round":
            answer = ask("round", data, lang)
            step = data.get("step", "score")
            if step == "score":
                for player in answer["players"]:
                    assert f"{player['name']} {formula(player)}" in desc, (player, desc)
                    assert formula(player) in drawn, (player, drawn)
                    if player["storyteller"]:
                        assert "★" in "".join(drawn)
            if step == "votes":
                tokens = [t for t in drawn if t.isdigit()]
                voters = len(answer["players"]) - 1
                slots = 1 + voters * answer["cards_handed_in"]
                assert len(tokens) == slots + voters, drawn  # slot numbers, then one numbered dial per voter
            if step == "hand-in":
                slots = 1 + (len(answer["players"]) - 1) * answer["cards_handed_in"]
                assert str(slots) in desc
            if step == "clue":
                assert str(answer["hand_size"]) in desc
        elif kind == "track":
            answer = ask("game", data, lang)
            for name, total in answer["totals"].items():
                assert f"{name} {total}" in desc
                assert str(total) in drawn
            winners = [answer["players"][index] for index in answer["ranking"]["winners"]]
            assert "".join(drawn).count("♛") == len(winners)
            for name in winners:
                assert name in desc
        elif kind == "setup":
            answer = ask("game", data, lang)
            assert str(answer["hand_size"]) in desc
            assert sum(1 for t in drawn if t.startswith(str(answer["hand_size"]) + " ")) == len(answer["players"])


def test_a_three_player_vote_goes_on_the_chosen_one_of_two_cards():
    data = {"players": ["Léa", "Tom", "Camille"], "storyteller": "Léa", "votes": {"Tom": "Léa", "Camille": "Tom"},
            "slots": ["Tom", "Camille", "Léa", "Tom", "Camille"], "picks": {"Camille": 4}}
    svg = pictures.picture("round", dict(data), "en")
    _, desc = title_and_desc(svg)
    assert "Slot 4: Tom's card, chosen by Camille." in desc
    assert "Slot 1: Tom's card, no vote." in desc
    assert "Slot 3: the storyteller's card (Léa), chosen by Tom." in desc
    with pytest.raises(ValueError):
        pictures.picture("round", dict(data, picks={"Camille": 2}), "en")  # slot 2 is Camille's own card
    with pytest.raises(ValueError):
        pictures.picture("round", dict(data, slots=["Tom", "Léa", "Camille"]), "en")  # 5 cards at 3 players


def test_a_position_the_calculators_refuse_cannot_be_drawn():
    with pytest.raises(ValueError, match="calculator refused"):
        pictures.picture("round", {"players": ["Léa", "Tom", "Camille"], "storyteller": "Léa", "votes": {"Tom": "Tom", "Camille": "Léa"}}, "fr")


@pytest.mark.parametrize("lang", LANGS)
def test_player_names_are_drawn_as_text(lang):
    data = {"players": ["<b>Zoé</b>", "Tom & Co", "Ana"], "storyteller": "Ana", "votes": {"<b>Zoé</b>": "Ana", "Tom & Co": "<b>Zoé</b>"}}
    for kind in ("round",):
        svg = pictures.picture(kind, dict(data), lang)
        assert "<b>" not in svg and "&lt;b&gt;Zoé&lt;/b&gt;" in svg and "Tom &amp; Co" in svg
    track = pictures.picture("track", {"players": data["players"], "first_storyteller": "Ana", "rounds": [{"votes": data["votes"]}]}, lang)
    assert "<b>" not in track and "&lt;b&gt;" in track


def test_examples_are_drawn_as_svg_from_the_answer():
    request = {"players": ["Léa", "Tom", "Camille", "Hugo", "Inès"], "storyteller": "Léa", "votes": {"Tom": "Léa", "Camille": "Léa", "Hugo": "Tom", "Inès": "Tom"}}
    answer = handle({"game": "dixit", "action": "round", "lang": "fr", "data": request})
    figure = pictures.draw("round", request, answer, "fr")
    assert figure.startswith('<figure class="calc-picture"') and 'role="img"' in figure
    assert "Tom 3 + 2 = 5" in title_and_desc(figure)[1]
    refused = handle({"game": "dixit", "action": "round", "lang": "fr", "data": {"players": ["A", "B"]}})
    assert pictures.draw("round", {"players": ["A", "B"]}, refused, "fr") == ""


@pytest.mark.parametrize("lang", LANGS)
def test_examples_page_draws_every_example(site_dir, lang):
    page_html = built(site_dir, lang, "examples")
    assert page_html.count('class="calc-example"') == 7
    assert len(FIGURE.findall(page_html)) == 7
    assert "<table" not in page_html.split('class="calc-example"', 1)[1]


# ---------------------------------------------------------------- the teach page


def section(page_html: str, anchor: str) -> str:
    start = page_html.index(f'id="{anchor}"')
    end = page_html.find("<h2", start)
    return page_html[start: end if end != -1 else len(page_html)]


@pytest.mark.parametrize("lang", LANGS)
def test_the_first_round_is_told_in_pictures(site_dir, lang):
    page_html = built(site_dir, lang, "teach")
    first = section(page_html, "first-turn")
    kinds = [kind for kind, _ in FIGURE.findall(first)]
    assert len(kinds) >= 3
    assert {"setup", "round", "track"} <= set(kinds)
    steps = [data.get("step", "score") for kind, data in fences(lang, "teach") if kind == "round"]
    assert steps[:5] == ["clue", "hand-in", "lay-out", "votes", "score"]  # from the clue to the score


@pytest.mark.parametrize("lang", LANGS)
def test_the_card_anatomy_is_drawn_once_and_reused_on_rules_and_teach_pages(lang):
    for page in ("index", "teach"):
        assert [kind for kind, _ in fences(lang, page)].count("card") == 1, page


# ---------------------------------------------------------------- structure, voice, terms


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", PAGES)
def test_no_list_starts_at_another_number_than_one(site_dir, lang, page):
    starts = re.findall(r'<ol start="(\d+)"', built(site_dir, lang, page))
    assert all(start == "1" for start in starts), starts


def pictures_keys() -> set[str]:
    source = (ROOT / "hooks" / "pictures" / "dixit.py").read_text(encoding="utf-8")
    plain = set(re.findall(r'\bt\("([a-z_]+)"', source))
    plural = {f"{k}_{n}" for k in re.findall(r'\bplural\("([a-z_]+)"', source) for n in ("one", "many")}
    steps = {f"{prefix}_{step.replace('-', '_')}" for prefix in ("title", "stepdesc") for step in pictures.STEPS if step not in ("clue", "hand-in")}
    outcomes = {f"outcome_{o}" for o in ("some", "all", "none")}
    chosen = {"desc_slot", "desc_slot_teller", "track_desc_winner", "track_desc_shared"}  # picked by a variable
    return plain | plural | steps | outcomes | chosen | {"title_clue", "title_hand_in"}


def test_every_picture_word_exists_in_three_languages_with_the_same_placeholders():
    catalogue = catalogue_file("dixit")
    for key in sorted(pictures_keys()):
        entry = catalogue.get(f"dixit.pic.{key}")
        assert entry and all(entry.get(lang, "").strip() for lang in LANGS), key
        # French may take the elided form of a name ("d'Inès"): {of_name} stands for {name}.
        fields = {lang: sorted({f.removeprefix("of_") for f in re.findall(r"\{(\w+)\}", entry[lang])}) for lang in LANGS}
        assert fields["fr"] == fields["en"] == fields["tr"], (key, fields)


def test_a_round_is_never_called_a_turn():
    """In Dixit a round is the storyteller's round: "tour", "turn" or "tur…" would name it
    wrongly (hooks/game_terms/dixit.json), while "chacun son tour" or "turnuva" stay allowed."""
    assert [f.found for f in terms.avoided("Au tour suivant, chacun son tour.", "fr", "dixit")] == ["tour"]
    assert [f.found for f in terms.avoided("Bir turu say; turnuva değil.", "tr", "dixit")] == ["turu"]
    assert [f.found for f in terms.avoided("Next turn, turn over a card.", "en", "dixit")] == ["turn"]
