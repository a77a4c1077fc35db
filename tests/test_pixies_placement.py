"""Placing a card taken from the offer: the source's "placements to try", and every refused move."""

import pytest

from calculators.api import handle
from calculators.i18n import LANGUAGES


def place(data, lang="en"):
    return handle({"game": "pixies", "action": "place", "lang": lang, "data": data})


def score(grid, round_number=1):
    answer = handle({"game": "pixies", "action": "score", "lang": "en", "data": {"round": round_number, "grid": grid}})
    assert answer["ok"], answer
    return answer


def refused(answer):
    assert not answer["ok"], answer
    return [(error["path"], error["code"]) for error in answer["errors"]]


VALIDATED_5 = {"card": "blue-5-1", "validated": True, "card_under": "red-5-3"}


# --- The source's walk-through: a 5, a second 5, a third 5, then a real 6 -----------------


def test_a_first_five_goes_face_up_in_the_centre():
    answer = place({"grid": {}, "card": "blue-5-1"})
    assert answer["situation"] == "new_number"
    assert [option["choice"] for option in answer["options"]] == [{"slot": 5, "face_down": False}]
    assert answer["options"][0]["validates"] is None
    chosen = place({"grid": {}, "card": "blue-5-1", "choice": {}})
    assert chosen["grid"] == {"5": {"card": "blue-5-1"}}
    assert score(chosen["grid"])["parts"]["numbers"]["points"] == 0  # a lone face scores no number


@pytest.mark.parametrize("keep,face,under", [("new", "yellow-5-2", "blue-5-1"), ("old", "blue-5-1", "yellow-5-2")])
def test_a_second_five_validates_it_with_the_chosen_face_up(keep, face, under):
    grid = {"5": {"card": "blue-5-1"}}
    listing = place({"grid": grid, "card": "yellow-5-2"})
    assert listing["situation"] == "pair"
    assert sorted(option["keep"] for option in listing["options"]) == ["new", "old"]
    assert all(option["validates"] == 5 for option in listing["options"])
    answer = place({"grid": grid, "card": "yellow-5-2", "choice": {"keep": keep}})
    assert answer["grid"] == {"5": {"card": face, "validated": True, "card_under": under}}
    assert score(answer["grid"])["parts"]["numbers"]["points"] == 5


def test_keeping_the_better_face_changes_the_symbols_that_count():
    # blue-5-2 has two crosses, blue-5-1 none: keeping the clean face is worth two points.
    grid = {"5": {"card": "blue-5-2"}}
    totals = {o["keep"]: o["total"] for o in place({"grid": grid, "card": "blue-5-1", "round": 1})["options"]}
    assert totals == {"new": 5, "old": 3}


def test_a_third_five_goes_face_down_on_an_empty_slot_such_as_six():
    grid = {"5": VALIDATED_5, "1": {"card": "red-1-1"}}
    listing = place({"grid": grid, "card": "green-5-1"})
    assert listing["situation"] == "face_down"
    assert [option["slot"] for option in listing["options"]] == [2, 3, 4, 6, 7, 8, 9]
    assert all(option["face_down"] and option["validates"] is None for option in listing["options"])
    answer = place({"grid": grid, "card": "green-5-1", "choice": {"slot": 6}})
    assert answer["grid"]["6"] == {"back": True, "card_under": "green-5-1"}
    assert answer["grid"]["5"] == VALIDATED_5
    assert score(answer["grid"])["total"] == score(grid)["total"]  # a lone back scores nothing


def test_a_real_six_then_covers_the_back_and_is_validated_at_once():
    grid = place({"grid": {"5": VALIDATED_5}, "card": "green-5-1", "choice": {"slot": 6}})["grid"]
    listing = place({"grid": grid, "card": "red-6-2"})
    assert listing["situation"] == "cover_back"
    assert [option["choice"] for option in listing["options"]] == [{"slot": 6, "face_down": False}]
    answer = place({"grid": grid, "card": "red-6-2", "choice": {"slot": 6}})
    # The hidden 5 does not move the slot's number: it stays slot 6, now a validated 6.
    assert answer["grid"]["6"] == {"card": "red-6-2", "validated": True, "card_under": "green-5-1"}
    assert answer["chosen"]["validates"] == 6
    assert score(answer["grid"])["parts"]["numbers"]["points"] == 5 + 6


def test_a_five_may_not_slide_under_a_lone_eight():
    grid = {"5": VALIDATED_5, "8": {"card": "red-8-2"}}
    assert 8 not in [option["slot"] for option in place({"grid": grid, "card": "green-5-1"})["options"]]
    answer = place({"grid": grid, "card": "green-5-1", "choice": {"slot": 8}})
    assert refused(answer) == [("choice.slot", "pixies.place.no_slide_under")]
    assert answer["errors"][0]["params"]["slots"] == [1, 2, 3, 4, 6, 7, 9]


# --- Every other rule a choice can break ----------------------------------------------------


def test_never_three_cards_in_a_slot():
    answer = place({"grid": {"5": VALIDATED_5}, "card": "green-5-1", "choice": {"slot": 5}})
    assert refused(answer) == [("choice.slot", "pixies.place.three_cards")]


def test_a_face_down_card_needs_an_entirely_empty_slot():
    grid = {"5": VALIDATED_5, "6": {"back": True}}
    assert refused(place({"grid": grid, "card": "green-5-1", "choice": {"slot": 6}})) == [("choice.slot", "pixies.place.slot_not_empty")]


def test_a_face_up_card_sits_on_its_own_numbers_slot():
    assert refused(place({"grid": {}, "card": "blue-5-1", "choice": {"slot": 6}})) == [("choice.slot", "pixies.place.face_up_own_slot")]
    both = {"grid": {"5": {"card": "blue-5-1"}}, "card": "red-5-1", "choice": {"slot": 4, "face_down": False}}
    assert refused(place(both)) == [("choice.slot", "pixies.place.face_up_own_slot")]


def test_a_number_not_validated_cannot_be_hidden_alone():
    assert refused(place({"grid": {}, "card": "blue-5-1", "choice": {"face_down": True}})) == [("choice.face_down", "pixies.place.must_show")]
    grid = {"2": {"card": "red-2-1", "validated": True}, "6": {"back": True}}
    assert refused(place({"grid": grid, "card": "blue-6-1", "choice": {"face_down": True}})) == [("choice.face_down", "pixies.place.must_show")]


def test_a_second_copy_must_pair_with_the_lone_face():
    answer = place({"grid": {"5": {"card": "blue-5-1"}}, "card": "red-5-1", "choice": {"slot": 6, "face_down": True}})
    assert refused(answer) == [("choice.slot", "pixies.place.must_pair")]


def test_a_pair_asks_which_face_stays_up():
    grid = {"5": {"card": "blue-5-1"}}
    assert refused(place({"grid": grid, "card": "red-5-1", "choice": {}})) == [("choice.keep", "pixies.place.keep_needed")]
    conflict = {"grid": grid, "card": "red-5-1", "choice": {"keep": "new", "face_down": True}}
    assert refused(place(conflict)) == [("choice.keep", "pixies.place.keep_conflict")]
    # face_down alone says it: the new card is the hidden one, the old face stays up.
    hidden = place({"grid": grid, "card": "red-5-1", "choice": {"face_down": True}})
    assert hidden["grid"]["5"] == {"card": "blue-5-1", "validated": True, "card_under": "red-5-1"}


def test_keep_only_applies_to_a_pair():
    assert refused(place({"grid": {}, "card": "blue-5-1", "choice": {"keep": "old"}})) == [("choice.keep", "pixies.place.keep_not_pair")]
    answer = place({"grid": {"5": VALIDATED_5}, "card": "green-5-1", "choice": {"keep": "new", "slot": 2}})
    assert refused(answer) == [("choice.keep", "pixies.place.already_validated")]


def test_a_validated_number_cannot_be_shown_again():
    answer = place({"grid": {"5": VALIDATED_5}, "card": "green-5-1", "choice": {"slot": 2, "face_down": False}})
    assert refused(answer) == [("choice.face_down", "pixies.place.already_validated")]


def test_a_face_down_card_needs_a_slot_named():
    answer = place({"grid": {"5": VALIDATED_5}, "card": "green-5-1", "choice": {}})
    assert refused(answer) == [("choice.slot", "pixies.place.slot_needed")]


def test_a_full_grid_gets_no_choice():
    full = {str(n): {"back": True} for n in range(1, 10)}
    full["5"] = {"card": "red-5-1", "validated": True}  # a back needs a validated number first
    assert refused(place({"grid": full, "card": "blue-5-2"})) == [("grid", "pixies.place.grid_full")]
    full["4"] = {"card": "blue-4-1"}  # even a pair to make: the round is over for this player
    assert refused(place({"grid": full, "card": "red-4-1", "choice": {"keep": "new"}})) == [("grid", "pixies.place.grid_full")]


def test_the_card_taken_cannot_already_be_in_the_grid():
    assert refused(place({"grid": {"5": {"card": "blue-5-1"}}, "card": "blue-5-1"})) == [("card", "pixies.place.card_in_grid")]
    hidden = {"5": VALIDATED_5, "2": {"back": True, "card_under": "green-5-1"}}
    assert refused(place({"grid": hidden, "card": "green-5-1"})) == [("card", "pixies.place.card_in_grid")]
    typed = {"number": 5, "colours": ["blue"]}  # the features of blue-5-1
    assert refused(place({"grid": {"5": {"card": "blue-5-1"}}, "card": typed})) == [("card", "pixies.place.card_in_grid")]


def test_no_card_of_a_number_is_left_once_the_grid_holds_every_copy():
    nines = {"9": {"card": "blue-9-1", "validated": True, "card_under": "blue-9-2"}}
    for slot, card in zip("1234", ["green-9-1", "yellow-9-1", "red-9-1"]):
        nines[slot] = {"back": True, "card_under": card}
    answer = place({"grid": nines, "card": {"number": 9, "colours": ["green"], "crosses": 1}})
    assert refused(answer) == [("card", "pixies.place.no_copy_left")]
    assert answer["errors"][0]["params"] == {"number": 9, "copies": 5}


def test_an_impossible_grid_is_refused_before_placing():
    answer = place({"grid": {"4": {"card": "blue-5-1"}}, "card": "red-1-1"})
    assert refused(answer) == [("grid.4", "pixies.face_on_wrong_slot")]


def test_a_missing_card_is_reported():
    assert refused(place({"grid": {}})) == [("card", "common.required")]


# --- What the answer says -------------------------------------------------------------------


def test_every_option_replays_to_the_same_grid():
    grids = [
        {},
        {"5": {"card": "blue-5-1"}},
        {"5": VALIDATED_5, "8": {"card": "red-8-2"}, "6": {"back": True}},
        {"1": {"card": "red-1-1", "validated": True}, "5": {"back": True}},
    ]
    for grid in grids:
        for option in place({"grid": grid, "card": "green-5-1"})["options"]:
            replay = place({"grid": grid, "card": "green-5-1", "choice": option["choice"]})
            assert replay["grid"] == option["grid"]
            assert replay["chosen"]["sentence"] == option["sentence"]


def test_filling_the_ninth_slot_says_the_round_is_ending():
    grid = {str(n): {"back": True} for n in range(1, 9)}
    grid["5"] = {"card": "red-5-1", "validated": True}  # seven backs hiding 5s: nine 5s of twelve
    answer = place({"grid": grid, "card": "blue-9-1", "choice": {}})
    assert answer["chosen"]["fills_grid"] is True
    assert "round ends" in answer["explanation"][-1]


def test_each_placement_has_a_sentence_in_each_language():
    data = {"grid": {"5": {"card": "blue-5-1"}}, "card": "red-5-1"}
    sentences = {lang: [o["sentence"] for o in place(data, lang)["options"]] for lang in LANGUAGES}
    assert "validated" in sentences["en"][0] and "validé" in sentences["fr"][0] and "onaylanmış" in sentences["tr"][0]
    for lang in LANGUAGES:
        assert len(set(sentences[lang])) == 2  # keep new / keep old are told apart
        assert not any(sentence.startswith("pixies.") for sentence in sentences[lang])


def test_refusals_name_the_rule_in_the_readers_language():
    grid = {"5": VALIDATED_5, "8": {"card": "red-8-2"}}
    messages = {lang: place({"grid": grid, "card": "green-5-1", "choice": {"slot": 8}}, lang)["errors"][0]["message"] for lang in LANGUAGES}
    assert "slides under" in messages["en"]
    assert "glisse" in messages["fr"]
    assert "altına" in messages["tr"]


def test_totals_after_each_placement_come_with_a_round():
    data = {"grid": {"1": {"card": "blue-1-1"}}, "card": "blue-2-1", "round": 3}
    (option,) = place(data)["options"]
    # blue 1 (6 spirals) + blue 2 (4 spirals) side by side: a blue zone of 2 in round 3.
    assert option["total"] == 6 + 4 + 2 * 4
    assert "total" not in place({"grid": {}, "card": "blue-2-1"})["options"][0]


def test_a_face_down_listing_explains_once_what_a_hidden_card_prepares():
    answer = place({"grid": {"5": VALIDATED_5}, "card": "green-5-1"})
    assert len(answer["explanation"]) == 2
    assert "slots 1, 2, 3, 4, 6, 7, 8 and 9" in answer["explanation"][0]
    assert "validated at once" in answer["explanation"][1]


def test_a_typed_card_matching_no_base_game_card_is_placed_with_a_warning():
    answer = place({"grid": {}, "card": {"number": 3, "colours": ["red"], "spirals": 9}, "choice": {}})
    assert answer["ok"] and answer["grid"]["3"]["card"]["spirals"] == 9
    assert [w["code"] for w in answer["warnings"]] == ["pixies.place.card_features_unknown"]


def test_the_trainers_walk_through_follows_the_rules_example_and_its_steps_chain():
    # French rules, "Des placements à essayer": a 5, a second 5 (yellow kept up), a third 5 face
    # down on slot 6, a real 6 covering it. Each step's grid is the grid the step before left.
    from calculators.pixies.placement import walkthrough_steps

    steps = walkthrough_steps()
    assert [step["card"] for step in steps] == ["blue-5-1", "yellow-5-2", "green-5-1", "red-6-2"]
    for before, after in zip(steps, steps[1:]):
        assert place(before)["grid"] == after["grid"]
    last = place(steps[-1])
    assert last["chosen"]["kind"] == "cover_back" and last["grid"]["6"]["validated"]

