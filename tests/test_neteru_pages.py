"""What the Neteru pages and widgets show agrees with the rules package: card names, the lists
a form offers, and the build-time pyramid drawings (names in words, user text escaped)."""

import json
import re
from pathlib import Path

import pytest

from calculators.api import handle
from calculators.i18n import LANGUAGES, render
from calculators.neteru.cards import GODS, NUMBERED_TYPES, PYRAMIDIONS, UNNUMBERED_TYPES
from hooks.pictures import neteru as pictures
from hooks.strings import all_strings

ROOT = Path(__file__).resolve().parent.parent
COMMON_JS = (ROOT / "docs/assets/js/widgets/neteru-common.js").read_text(encoding="utf-8")


def js_list(name):
    match = re.search(rf"export const {name} = \[(.*?)\];", COMMON_JS, re.DOTALL)
    return re.findall(r'"([a-z_]+)"', match.group(1))


@pytest.mark.parametrize("name,expected", [("NUMBERED", NUMBERED_TYPES), ("UNNUMBERED", UNNUMBERED_TYPES), ("GODS", GODS), ("PYRAMIDIONS", PYRAMIDIONS)])
def test_the_forms_offer_exactly_the_cards_of_the_rules_package(name, expected):
    assert js_list(name) == list(expected)


@pytest.mark.parametrize("group,keys", [("type", NUMBERED_TYPES + UNNUMBERED_TYPES), ("god", GODS), ("pyramidion", PYRAMIDIONS)])
def test_widgets_and_explanations_use_the_same_names(group, keys):
    strings = all_strings()
    for key in keys:
        for lang in LANGUAGES:
            assert strings[f"neteru.{group}.{key}"][lang] == render(f"neteru.{group}.{key}", lang)


def test_turkish_names_are_the_glossary_ones():
    assert [render(f"neteru.type.{k}", "tr") for k in NUMBERED_TYPES + UNNUMBERED_TYPES] == [
        "Katip", "Mumya", "Vatandaş", "Muhafız", "Mezar Soyguncusu", "Savaş Arabası", "Rahip", "Sfenks", "Anka Kuşu"]
    glossary = (ROOT / "docs/tr/neteru/teach.md").read_text(encoding="utf-8")
    for key in NUMBERED_TYPES + UNNUMBERED_TYPES + GODS:
        code = f"neteru.type.{key}" if key in NUMBERED_TYPES + UNNUMBERED_TYPES else f"neteru.god.{key}"
        assert render(code, "tr") in glossary


def card(kind, number=None):
    return {"type": kind} if number is None else {"type": kind, "number": number}


def test_the_score_drawing_names_cards_gods_and_escapes_player_names():
    data = {"players": [
        {"name": "<b>Ana</b>", "pyramid": {"3": card("citizen", 3), "5": card("mummy", 5)}, "gods": {"2": "bastet"}, "pyramidions": ["mummy", "majority"], "discard": [card("phoenix")]},
        {"name": "Bo", "pyramid": {}, "pyramidions": ["discard", "diversity"]},
    ]}
    answer = handle({"game": "neteru", "action": "score", "lang": "fr", "data": data})
    html = pictures.draw("score", data, answer, "fr")
    assert "<b>Ana</b>" not in html and "&lt;b&gt;Ana&lt;/b&gt;" in html
    assert "Citoyenne 3" in html and "Momie 5" in html and "Bastet" in html and "Phénix" in html
    assert "×2 Bastet" in html  # the doubled card is marked in words, not by a colour
    assert html.count('class="nt-tag-text"') == 18  # every slot of both pyramids shows its number
    assert html.count("<svg") == 2 and html.count("<title") == 2 and html.count("<desc") == 2


def test_the_chariot_drawing_marks_each_card_in_words():
    data = {"floor": 1, "pyramid": {"1": card("guard", 1), "2": card("citizen", 2)}, "gods": {}}
    answer = handle({"game": "neteru", "action": "chariot", "lang": "en", "data": data})
    html = pictures.draw("chariot", data, answer, "en")
    assert html.count(">protected</text>") == 2 and ">can be taken</text>" not in html


def test_no_drawing_for_a_refused_request():
    assert pictures.draw("score", {"players": []}, {"ok": False}, "en") == ""


def test_formats_document_every_action():
    formats = (ROOT / "calculators/neteru/FORMATS.md").read_text(encoding="utf-8")
    from calculators.neteru.actions import ACTIONS

    for action in ACTIONS:
        assert f"## `{action}`" in formats


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_has_the_five_pages_with_a_widget_for_each_action(lang):
    folder = ROOT / "docs" / lang / "neteru"
    assert sorted(p.name for p in folder.glob("*.md")) == ["calculators.md", "examples.md", "index.md", "summary.md", "teach.md"]
    calculators = (folder / "calculators.md").read_text(encoding="utf-8")
    for widget in ("neteru-sheet", "neteru-place", "neteru-chariot"):
        assert f"```widget {widget}" in calculators
        assert (ROOT / "docs/assets/js/widgets" / f"{widget}.js").exists()
