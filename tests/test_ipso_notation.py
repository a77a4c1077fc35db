"""A pyramid typed in one line (calculators/ipso/notation.py, the ``notation`` of ``score``): each
card its number, its colour letter and a ``*`` per printed star, cards in the pyramid's order."""

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculators.api import handle
from calculators.i18n import LANGUAGES, render
from calculators.ipso.cards import COLOUR_NAMES
from calculators.ipso.notation import colour_letters, colour_of, split_cards, widget_data
from calculators.ipso.pyramid import CARD_COUNT, ROW_SIZES
from calculators.ipso.reading import colour_key
from calculators.ipso.spec import SPEC

TWENTY_SIX = [
    [(50, "red", 0), (12, "blue", 1)],
    [(8, "green", 0), (27, "yellow", 0), (63, "red", 1)],
    [(14, "blue", 0), (30, "blue", 0), (46, "blue", 0), (71, "blue", 0)],
    [(3, "purple", 0), (21, "purple", 1), (38, "purple", 0), (55, "purple", 0), (88, "purple", 0)],
]
ROWS = [[{"number": n, "colour": k, "stars": s} for n, k, s in row] for row in TWENTY_SIX]


def typed(lang, rows=TWENTY_SIX, sep=" "):
    letters = colour_letters(lang)
    return sep.join(f"{n}{letters[k]}{'*' * s}" for row in rows for n, k, s in row)


def score(notation, lang="en", **more):
    return handle({"game": "ipso", "action": "score", "lang": lang, "data": {"notation": notation, "star_card": "kept", **more}})


def codes(answer, path="notation"):
    return [error["code"] for error in answer["errors"] if error["path"] == path]


# ---- The colour letters --------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_colour_has_one_letter_of_its_own_in_each_language(lang):
    letters = colour_letters(lang)
    assert set(letters) == set(COLOUR_NAMES)
    assert len({colour_key(letter) for letter in letters.values()}) == len(COLOUR_NAMES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_letter_comes_from_the_colour_name_in_the_catalogue(lang):
    for key, letter in colour_letters(lang).items():
        assert letter in render(COLOUR_NAMES[key], lang)


def test_a_colour_whose_first_letter_is_taken_gets_the_next_one_of_its_name():
    assert colour_letters("fr")["green"] == "v" and colour_letters("fr")["purple"] == "i"  # vert, violet
    assert colour_letters("tr")["blue"] == "m" and colour_letters("tr")["purple"] == "o"  # mavi, mor


def test_the_letters_formats_md_lists_are_the_calculators_own():
    text = (Path(__file__).resolve().parent.parent / "calculators" / "ipso" / "FORMATS.md").read_text(encoding="utf-8")
    for lang in LANGUAGES:
        listed = re.search(rf"^\| `{lang}` \|(.*)\|$", text, re.M)
        assert listed, f"FORMATS.md has no line of letters for {lang}"
        assert re.findall(r"`([^`]+)`", listed[1]) == list(colour_letters(lang).values())


def test_the_widgets_get_every_letter_and_an_example_card():
    data = SPEC.widget_data()
    for colour in data["colours"]:
        assert {lang: colour["letter"][lang] for lang in LANGUAGES} == {lang: colour_letters(lang)[colour["key"]] for lang in LANGUAGES}
    for lang in LANGUAGES:
        assert score(data["notation_example"][lang], lang)["notation"]["rows"][0][0]["stars"] == 1
    assert widget_data()["colours"] == data["colours"]


@pytest.mark.parametrize("text", ["B", "bleu", "BLEU", "Blue", "blue"])
def test_a_colour_is_its_letter_its_name_or_its_key_in_any_case(text):
    assert colour_of(text, "fr") == "blue"


@pytest.mark.parametrize("text", ["m", "M", "mavi", "MAVİ", "MAVI", "mavı"])
def test_every_turkish_i_reads_as_one_letter(text):
    assert colour_of(text, "tr") == "blue"


def test_another_language_letter_is_not_a_colour():
    assert colour_of("g", "fr") is None  # green in English; vert is v in French
    assert set(codes(score(typed("en") + " ", "fr"))) == {"ipso.notation.not_a_colour"}  # y, g and p; r and b are French too


# ---- Reading a line --------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_whole_pyramid_in_one_line_scores_as_its_rows(lang):
    answer = score(typed(lang), lang)
    expected = handle({"game": "ipso", "action": "score", "lang": lang, "data": {"rows": ROWS, "star_card": "kept"}})
    assert answer["ok"], answer["errors"]
    assert answer["total"] == expected["total"] and answer["explanation"] == expected["explanation"]
    assert answer["notation"] == {"rows": ROWS, "cards": CARD_COUNT}


@pytest.mark.parametrize("sep", [",", ", ", ";", " / ", "|", ". ", "\n", ""])
def test_cards_are_separated_by_punctuation_or_by_nothing(sep):
    assert score(typed("en", sep=sep))["notation"]["rows"] == ROWS


def test_cards_fill_the_rows_top_first_left_to_right():
    rows = score("50r 12b* 8g")["notation"]["rows"]
    assert [len(row) for row in rows] == list(ROW_SIZES)
    assert rows[0] == [ROWS[0][0], ROWS[0][1]] and rows[1][0] == ROWS[1][0] and rows[1][1] is None


def test_stars_are_one_sign_each():
    assert [card.stars for card in split_cards("5r*** 6r★")[0]] == [3, 1]
    assert "ipso.notation.stars_invalid" in codes(score("5r" + "*" * 10))


def test_wide_digits_read_as_digits():
    assert score("５０r")["notation"]["rows"][0][0] == {"number": 50, "colour": "red", "stars": 0}


def test_cards_not_yet_typed_are_missing_cards_of_the_rows():
    answer = score("50r 12b*")
    assert codes(answer) == []
    assert answer["errors"] and all(error["code"].endswith("_missing") for error in answer["errors"])
    assert answer["notation"]["cards"] == 2


def test_the_cards_read_are_checked_as_one_deck():
    answer = score("50r 50b")
    assert [(error["path"], error["code"]) for error in answer["errors"] if "duplicate" in error["code"]] == [("rows.0.1.number", "ipso.duplicate_number")]


# ---- A card being typed, a card wrong ------------------------------------------------------------


def test_the_last_card_being_typed_is_only_missing_its_colour():
    assert codes(score("50r 12")) == ["ipso.notation.colour_missing"]
    assert codes(score("50r 12bl")) == ["ipso.notation.colour_missing"]  # on its way to "blue"


def test_a_card_left_unfinished_before_another_is_missing_its_colour():
    assert codes(score("50 12b")) == ["ipso.notation.colour_missing"]
    assert codes(score("50r 12bl ")) == ["ipso.notation.not_a_colour"]  # no longer being typed


def test_a_wrong_colour_names_the_card_its_slot_and_the_letters():
    error = score("50r 12b 8x")["errors"][0]
    assert error["path"] == "notation" and error["code"] == "ipso.notation.not_a_colour"
    assert error["params"] == {"row": 2, "card": 1, "typed": "8x", "text": "x", "letters": ["r", "y", "g", "b", "p"]}
    assert error["message"] == "Row 2, card 1 (“8x”): “x” is not a colour; the letters are r, y, g, b, p."


@pytest.mark.parametrize(("text", "code"), [
    ("b37r", "ipso.notation.number_first"),  # then 37r, a card
    ("95r", "ipso.notation.number_invalid"),
    ("0r", "ipso.notation.number_invalid"),
    ("9" * 60 + "r", "ipso.notation.number_invalid"),
    ("37-r", "ipso.notation.unreadable"),
    ("*5r", "ipso.notation.number_first"),
])
def test_a_card_that_cannot_be_read_says_why(text, code):
    assert codes(score(text)) == [code]


def test_more_cards_than_a_pyramid_holds_are_refused():
    answer = score(typed("en") + " 90r")
    assert codes(answer) == ["ipso.notation.too_many_cards"]
    assert answer["errors"][0]["params"] == {"count": CARD_COUNT + 1, "max": CARD_COUNT}


@pytest.mark.parametrize(("value", "code"), [(37, "common.expected_string"), ("r" * 401, "common.too_long")])
def test_a_line_that_is_not_a_short_text_is_refused(value, code):
    assert codes(score(value)) == [code]


def test_rows_and_a_line_together_are_refused():
    assert "ipso.notation.with_rows" in codes(score(typed("en"), rows=ROWS))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_problem_is_said_in_the_request_language(lang):
    for error in score("b37 95r 37-r 8x 5" + "*" * 12, lang)["errors"]:
        assert error["message"] != error["code"]


# ---- Never an exception -------------------------------------------------------------------------


@settings(max_examples=400, deadline=None)
@given(text=st.text(max_size=120) | st.text(alphabet="0123456789 rgbypjvikmso*★IıİMAVİ,./|-#", max_size=80), lang=st.sampled_from(LANGUAGES))
def test_any_text_gets_an_answer(text, lang):
    answer = score(text, lang)
    assert isinstance(answer["ok"], bool)
    assert all(error["code"] != "common.internal_error" for error in answer["errors"])
    if "notation" in answer:
        assert [len(row) for row in answer["notation"]["rows"]] == list(ROW_SIZES)
