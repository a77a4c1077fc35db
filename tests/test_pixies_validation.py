"""Grids the rules cannot produce are rejected, every problem listed, each pointing at its slot."""

from collections import Counter

from calculators.api import handle
from calculators.i18n import LANGUAGES
from calculators.pixies.cards import CARDS, COPIES_PER_NUMBER

BOOKLET = {
    "1": {"card": "blue-1-1"},
    "2": {"card": "multi-2-1"},
    "3": {"card": "blue-3-1"},
    "4": {"card": "blue-4-2"},
    "5": {"card": "green-5-2", "validated": True},
    "6": {"back": True},
    "7": {"card": "yellow-7-2"},
    "8": {"card": "blue-8-1", "validated": True},
    "9": {"back": True},
}


def validate(grid, lang="en"):
    """The answer about a grid: its fields always, ``ok`` false exactly when the grid breaks a rule."""
    answer = handle({"game": "pixies", "action": "validate", "lang": lang, "data": {"grid": grid}})
    assert "valid" in answer and answer["ok"] == answer["valid"], answer
    return answer


def codes(answer):
    """Every problem of the answer, errors then warnings, each list slot by slot."""
    return [(p["path"], p["code"], "error") for p in answer["errors"]] + [(p["path"], p["code"], "warning") for p in answer["warnings"]]


def test_the_booklet_grid_is_valid():
    answer = validate(BOOKLET)
    assert answer["valid"] and answer["errors"] == [] and answer["warnings"] == []
    assert answer["validated_slots"] == [5, 8]
    assert answer["occupied_slots"] == list(range(1, 10)) and answer["full"]


def test_an_empty_grid_is_valid():
    answer = validate({})
    assert answer["valid"] and answer["occupied_slots"] == [] and not answer["full"]


def test_a_face_up_card_on_another_numbers_slot_is_an_error():
    answer = validate({"4": {"card": "blue-5-1"}})
    assert not answer["valid"]
    assert codes(answer) == [("grid.4", "pixies.face_on_wrong_slot", "error")]


def test_the_same_card_twice_counts_hidden_cards_too():
    grid = {"5": {"card": "blue-5-1", "validated": True, "card_under": "red-5-1"}, "6": {"back": True, "card_under": "red-5-1"}}
    assert codes(validate(grid)) == [("grid.6.card_under", "pixies.same_card_twice", "error")]


def test_typed_features_of_a_listed_card_are_that_card():
    grid = {"5": {"card": "blue-5-1", "validated": True, "card_under": {"number": 5, "colours": ["blue"]}}}
    assert codes(validate(grid)) == [("grid.5.card_under", "pixies.same_card_twice", "error")]


def test_no_two_base_game_cards_look_alike():
    # Features identify a card: the "same card twice" check relies on it.
    assert max(Counter(card.features() for card in CARDS).values()) == 1


def test_more_copies_of_a_number_than_the_game_has():
    assert COPIES_PER_NUMBER[1] == 5
    grid = {"1": {"card": "blue-1-1", "validated": True, "card_under": "green-1-1"}}
    for slot, card in zip("2346", ["yellow-1-1", "red-1-1", "red-1-2", {"number": 1, "colours": ["green"], "spirals": 2}]):
        grid[slot] = {"back": True, "card_under": card}
    answer = validate(grid)
    assert ("grid.6.card_under", "pixies.too_many_copies", "error") in codes(answer)
    assert ("grid.6.card_under", "pixies.hidden_features_unknown", "warning") in codes(answer)
    problem = next(p for p in answer["errors"] if p["code"] == "pixies.too_many_copies")
    assert problem["params"] == {"slot": 6, "number": 1, "copies": 5}


def test_a_hidden_card_needs_its_number_validated():
    # A 5 goes face down on slot 6 only once the 5 is validated (validated cards never move).
    grid = {"5": {"card": "blue-5-1"}, "6": {"back": True, "card_under": "red-5-1"}}
    assert codes(validate(grid)) == [("grid.6.card_under", "pixies.hidden_needs_validated", "error")]
    grid["5"] = {"card": "blue-5-1", "validated": True}
    assert validate(grid)["valid"]


def test_a_hidden_card_under_a_validated_card_of_another_number_needs_its_number_validated():
    grid = {"6": {"card": "blue-6-1", "validated": True, "card_under": "red-5-1"}}
    assert codes(validate(grid)) == [("grid.6.card_under", "pixies.hidden_needs_validated", "error")]


def test_a_lone_back_cannot_hide_its_own_slots_number():
    assert codes(validate({"6": {"back": True, "card_under": "red-6-1"}})) == [("grid.6.card_under", "pixies.hidden_own_number", "error")]


def test_a_pair_hides_a_card_of_its_own_number():
    assert validate({"6": {"card": "blue-6-1", "validated": True, "card_under": "red-6-1"}})["valid"]


def test_a_hidden_card_needs_a_face_down_card_to_be():
    answer = validate({"6": {"card": "blue-6-1", "card_under": "red-6-1"}})
    assert codes(answer) == [("grid.6.card_under", "pixies.under_needs_back", "error")]


def test_unknown_card_id_is_an_error_that_names_its_slot():
    answer = validate({"3": {"card": "purple-3-1"}})
    assert codes(answer) == [("grid.3.card", "pixies.unknown_card", "error")]
    # The message does not name its slot: the explanation says it first.
    assert answer["explanation"][-1].startswith("Slot 3: ")
    assert validate({"3": {"card": "purple-3-1"}}, "tr")["explanation"][-1].startswith("3. bölge: ")


def test_features_matching_no_card_are_a_warning_not_an_error():
    answer = validate({"8": {"card": {"number": 8, "colours": ["blue"], "spirals": 7}}})
    assert answer["valid"]
    assert codes(answer) == [("grid.8", "pixies.features_unknown", "warning")]


def test_every_problem_is_listed_not_just_the_first():
    grid = {
        "2": {"card": "blue-3-1"},
        "4": {"card": "nope"},
        "6": {"back": True, "card_under": "blue-3-1"},
        "7": {"card": {"number": 7, "colours": ["red"], "spirals": 9}},
        "9": {"back": True, "card_under": "red-9-1"},
    }
    answer = validate(grid)
    assert answer["error_count"] == 5 and answer["warning_count"] == 1
    assert [e["path"] for e in answer["errors"]] == ["grid.2", "grid.4.card", "grid.6.card_under", "grid.6.card_under", "grid.9.card_under"]
    assert [w["path"] for w in answer["warnings"]] == ["grid.7"]
    # The verdict, the number of warnings, then each problem, slot by slot, errors and warnings together.
    assert answer["explanation"][:2] == ["This grid cannot come out of a real game. Errors: 5, listed below.", "Warnings to read: 1."]
    assert [line.split(":")[0] for line in answer["explanation"][2:]] == ["Slot 2", "Slot 4", "Slot 6", "Slot 6", "Slot 7", "Slot 9"]


def test_messages_come_in_the_requested_language():
    texts = {lang: validate({"4": {"card": "blue-5-1"}}, lang)["errors"][0]["message"] for lang in LANGUAGES}
    assert texts["fr"].startswith("Emplacement 4")
    assert texts["en"].startswith("Slot 4")
    assert texts["tr"].startswith("4. bölge")


def test_a_request_validate_cannot_read_gets_its_errors_alone():
    for data in [None, [], {"grid": 5}, {"grid": {}, "round": 7}, {"grid": {}, "typo": 1}]:
        answer = handle({"game": "pixies", "action": "validate", "lang": "en", "data": data})
        assert not answer["ok"] and answer["errors"] and "valid" not in answer, data


def test_score_runs_the_same_checks_first():
    grid = {"5": {"card": "blue-5-1"}, "6": {"back": True, "card_under": "red-5-1"}}
    answer = handle({"game": "pixies", "action": "score", "lang": "en", "data": {"round": 1, "grid": grid}})
    assert not answer["ok"]
    assert [(e["path"], e["code"]) for e in answer["errors"]] == [("grid.6.card_under", "pixies.hidden_needs_validated")]


def test_a_known_hidden_card_never_scores():
    plain = {"5": {"card": "blue-5-1", "validated": True}, "6": {"back": True}}
    named = {"5": {"card": "blue-5-1", "validated": True, "card_under": "red-5-2"}, "6": {"back": True, "card_under": "yellow-5-3"}}
    totals = [
        handle({"game": "pixies", "action": "score", "lang": "en", "data": {"round": 2, "grid": grid}})["total"]
        for grid in (plain, named)
    ]
    assert totals[0] == totals[1] == 5


def test_odd_slot_keys_are_listed_as_unknown_slots():
    answer = validate({"²": {}, "10": {"back": True}, "5": {"card": "blue-5-1"}})
    assert not answer["valid"]
    assert sorted(path for path, _, _ in codes(answer)) == ["grid.10", "grid.²"]
    assert {code for _, code, _ in codes(answer)} == {"pixies.unknown_slot"}
