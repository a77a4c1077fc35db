"""Neteru rule checks for disputes: where a card may be played or moved by a Priest, and what a War Chariot may remove."""

import pytest

from calculators.api import handle


def card(kind, number=None):
    return {"type": kind} if number is None else {"type": kind, "number": number}


def ask(action, data, lang="en"):
    answer = handle({"game": "neteru", "action": action, "lang": lang, "data": data})
    assert answer["ok"], answer.get("errors")
    return answer


# ---------------------------------------------------------------- place


@pytest.mark.parametrize("number,secondary", [(1, [3, 6]), (3, [1, 6]), (6, [1, 3]), (2, [5, 9]), (5, [2, 9]), (9, [2, 5]), (4, [7, 8]), (7, [4, 8]), (8, [4, 7])])
def test_a_numbered_card_goes_on_its_number_and_a_priest_moves_it_within_its_group(number, secondary):
    answer = ask("place", {"card": card("scribe", number)})
    assert [dest["slot"] for dest in answer["play"]] == [number]
    assert answer["secondary"] == secondary
    assert [dest["slot"] for dest in answer["priest"]["to"]] == secondary


@pytest.mark.parametrize("kind", ["sphinx", "phoenix"])
def test_sphinx_and_phoenix_go_anywhere_and_are_never_moved_by_a_priest(kind):
    answer = ask("place", {"card": card(kind)})
    assert [dest["slot"] for dest in answer["play"]] == list(range(1, 10))
    assert answer["priest"] == {"allowed": False, "from": None, "reason": "unnumbered", "to": []}


def test_playing_on_an_occupied_slot_covers_the_card_there():
    answer = ask("place", {"card": card("citizen", 5), "pyramid": {"5": card("mummy", 5)}})
    assert answer["play"][0]["covers"] == {"type": "mummy", "number": 5}
    assert "covers Mummy 5" in answer["explanation"][1]


def test_filling_the_last_slot_of_a_floor_earns_a_god_once():
    pyramid = {"3": card("guard", 3), "5": card("guard", 5)}
    answer = ask("place", {"card": card("citizen", 4), "pyramid": pyramid})
    assert answer["play"][0]["completes_floor"] and answer["play"][0]["earns_god"]
    answer = ask("place", {"card": card("citizen", 4), "pyramid": pyramid, "gods": {"2": "ra"}})
    assert answer["play"][0]["completes_floor"] and not answer["play"][0]["earns_god"]


def test_a_priest_only_moves_a_card_from_its_primary_slot():
    answer = ask("place", {"card": card("guard", 4), "pyramid": {"7": card("guard", 4)}})
    assert answer["in_pyramid"] == 7 and answer["play"] == []
    assert answer["priest"]["allowed"] is False and answer["priest"]["reason"] == "not_on_primary"


def test_the_card_is_found_in_the_pyramid_for_the_priest_question():
    answer = ask("place", {"card": card("guard", 4), "pyramid": {"4": card("guard", 4)}})
    assert answer["priest"]["from"] == 4 and [d["slot"] for d in answer["priest"]["to"]] == [7, 8]


def test_a_priest_move_inside_floor_three_completes_it_only_if_a_card_lies_beneath():
    pyramid = {"6": card("guard", 6), "7": card("citizen", 7), "9": card("citizen", 9)}
    answer = ask("place", {"card": card("citizen", 7), "pyramid": pyramid})
    to_8 = answer["priest"]["to"][1]
    assert to_8["slot"] == 8 and not to_8["completes_floor"] and to_8["depends_on_pile"]


def test_the_priest_just_played_is_warned_about():
    answer = ask("place", {"card": card("priest", 2)})
    assert any("cannot move itself" in line for line in answer["explanation"])


def test_from_must_be_a_slot_the_card_can_be_on():
    answer = handle({"game": "neteru", "action": "place", "data": {"card": card("guard", 4), "from": 5}})
    assert not answer["ok"] and answer["errors"][0]["path"] == "from"


def test_from_must_agree_with_the_pyramid():
    data = {"card": card("guard", 4), "from": 7, "pyramid": {"7": card("mummy", 7)}}
    answer = handle({"game": "neteru", "action": "place", "lang": "fr", "data": data})
    assert not answer["ok"] and answer["errors"][0]["code"] == "neteru.from_other_card"


# ---------------------------------------------------------------- chariot

FLOOR_3 = {"6": card("citizen", 6), "7": card("scribe", 7), "8": card("guard", 8), "9": card("mummy", 9)}


def test_a_guard_protects_itself_and_its_left_and_right_neighbours():
    answer = ask("chariot", {"floor": 3, "pyramid": FLOOR_3})
    assert [t["slot"] for t in answer["removable"]] == [6]
    assert {t["slot"]: t["reasons"] for t in answer["protected"]} == {
        7: [{"by": "guard", "guard_slot": 8}],
        8: [{"by": "guard", "guard_slot": 8}],
        9: [{"by": "guard", "guard_slot": 8}],
    }


def test_a_guard_does_not_protect_the_floor_above_or_below():
    pyramid = {"4": card("guard", 4), "7": card("citizen", 7), "8": card("citizen", 8)}
    answer = ask("chariot", {"floor": 3, "pyramid": pyramid})
    assert [t["slot"] for t in answer["removable"]] == [7, 8]


def test_isis_protects_her_whole_floor():
    pyramid = {"1": card("citizen", 1), "2": card("mummy", 2)}
    answer = ask("chariot", {"floor": 1, "pyramid": pyramid, "gods": {"1": "isis"}})
    assert answer["removable"] == []
    assert all(t["reasons"] == [{"by": "isis"}] for t in answer["protected"])
    answer = ask("chariot", {"floor": 1, "pyramid": pyramid, "gods": {"2": "isis"}})
    assert [t["slot"] for t in answer["removable"]] == [1, 2]


def test_the_chariot_only_reaches_its_own_floor():
    answer = ask("chariot", {"floor": 2, "pyramid": FLOOR_3})
    assert answer["removable"] == [] and answer["protected"] == []
    assert "nothing to remove" in answer["explanation"][1]


def test_a_guard_and_isis_both_listed_as_reasons():
    pyramid = {"3": card("citizen", 3), "4": card("guard", 4)}
    answer = ask("chariot", {"floor": 2, "pyramid": pyramid, "gods": {"2": "isis"}}, lang="tr")
    assert answer["protected"][0]["reasons"] == [{"by": "guard", "guard_slot": 4}, {"by": "isis"}]
    assert "İsis" in answer["explanation"][1]


@pytest.mark.parametrize("data,path", [({"floor": 4, "pyramid": {}}, "floor"), ({"floor": 1}, "pyramid"), ({"floor": 1, "pyramid": {"2": card("guard", 1)}}, "pyramid.2")])
def test_chariot_input_problems_point_at_the_field(data, path):
    answer = handle({"game": "neteru", "action": "chariot", "data": data})
    assert not answer["ok"] and path in [e["path"] for e in answer["errors"]]
