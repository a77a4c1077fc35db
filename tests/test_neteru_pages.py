"""What the Neteru pages and widgets show agrees with the rules package: card names, the lists
a form offers, and the build-time pyramid drawings (names in words, user text escaped)."""

import re
from pathlib import Path

import pytest

from calculators.api import handle
from calculators.i18n import LANGUAGES, render
from calculators.neteru.cards import GODS, NUMBERED_TYPES, PYRAMIDIONS, UNNUMBERED_TYPES
from calculators.neteru.pyramid import FLOORS, Card, allowed_slots
from calculators.registry import spec
from hooks.pictures import neteru as pictures
from hooks import terms
from hooks.strings import all_strings

ROOT = Path(__file__).resolve().parent.parent
WIDGETS = sorted((ROOT / "docs/assets/js/widgets").glob("neteru-*.js"))


def test_the_forms_offer_exactly_the_cards_of_the_rules_package():
    data = spec("neteru").widget_data()
    assert data["types"] == {"numbered": list(NUMBERED_TYPES), "unnumbered": list(UNNUMBERED_TYPES)}
    assert data["gods"] == list(GODS) and data["pyramidions"] == list(PYRAMIDIONS)
    assert data["limits"]["floors"] == [list(FLOORS[floor]) for floor in sorted(FLOORS)]
    # Each slot offers the numbers whose card may show there: its group (the rules' own check agrees).
    for slot, numbers in data["slot_numbers"].items():
        assert numbers == [n for n in range(1, 10) if int(slot) in allowed_slots(Card("guard", n))]


@pytest.mark.parametrize("path", WIDGETS, ids=lambda path: path.name)
def test_no_game_fact_is_written_again_in_the_widgets(path):
    """Card types, gods, pyramidions, floors and limits come from api.data, never from the script."""
    code = re.sub(r"^\s*//.*$", "", path.read_text(encoding="utf-8"), flags=re.MULTILINE)  # comments may give examples
    for key in {*NUMBERED_TYPES, *UNNUMBERED_TYPES, *GODS, *PYRAMIDIONS} - set(spec("neteru").actions):
        assert f'"{key}"' not in code, key
    assert not re.search(r"\[\s*1,\s*2\s*\]|\[\s*6,\s*7,\s*8,\s*9\s*\]|MAX_PLAYERS|MIN_PLAYERS|maxlength:\s*\d", code)


@pytest.mark.parametrize("group,keys", [("type", NUMBERED_TYPES + UNNUMBERED_TYPES), ("god", GODS), ("pyramidion", PYRAMIDIONS)])
def test_widgets_and_explanations_use_the_same_names(group, keys):
    strings = all_strings()
    for key in keys:
        for lang in LANGUAGES:
            assert strings[f"neteru.{group}.{key}"][lang] == render(f"neteru.{group}.{key}", lang)


def test_turkish_names_are_the_glossary_ones():
    assert [render(f"neteru.type.{k}", "tr") for k in NUMBERED_TYPES + UNNUMBERED_TYPES] == [
        "Katip", "Mumya", "Vatandaş", "Muhafız", "Mezar Soyguncusu", "Savaş Arabası", "Rahip", "Sfenks", "Anka Kuşu"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_glossary_names_every_card_and_god_as_the_calculators_do(lang):
    glossary = " | ".join(row["words"][lang] for row in terms.glossary("neteru"))
    for key in NUMBERED_TYPES + UNNUMBERED_TYPES + GODS:
        code = f"neteru.type.{key}" if key in NUMBERED_TYPES + UNNUMBERED_TYPES else f"neteru.god.{key}"
        assert render(code, lang) in glossary, code


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
