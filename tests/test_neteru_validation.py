"""Neteru input checks: every impossible table is refused with a localized message at the right path."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculators.api import handle
from calculators.neteru.cards import GODS


def card(kind, number=None):
    return {"type": kind} if number is None else {"type": kind, "number": number}


def table(*players):
    return {"players": list(players)}


def player(name="Ana", pyramid=None, gods=None, pyramidions=("majority", "discard"), discard=()):
    return {"name": name, "pyramid": pyramid or {}, "gods": gods or {}, "pyramidions": list(pyramidions), "discard": list(discard)}


BO = player("Bo", pyramidions=("mummy", "diversity"))


def errors(data, lang="en", action="score"):
    answer = handle({"game": "neteru", "action": action, "lang": lang, "data": data})
    assert not answer["ok"]
    return {error["path"]: error for error in answer["errors"]}


def test_an_unknown_type_is_refused_with_the_list_of_types():
    found = errors(table(player(pyramid={"1": {"type": "pharaoh", "number": 1}}), BO))
    assert found["players.0.pyramid.1.type"]["code"] == "common.unknown_choice"
    assert "tomb_robber" in found["players.0.pyramid.1.type"]["message"]


def test_a_numbered_card_needs_its_number():
    found = errors(table(player(pyramid={"4": {"type": "guard"}}), BO))
    error = found["players.0.pyramid.4.number"]
    assert error["code"] == "neteru.number_required"
    assert error["message"] == "Ana, slot 4: the Guard card needs its number (1 to 9)."


@pytest.mark.parametrize("number", [0, 10, 2.5, "4", True])
def test_a_number_is_a_whole_number_from_one_to_nine(number):
    found = errors(table(player(pyramid={"4": {"type": "guard", "number": number}}), BO))
    assert "players.0.pyramid.4.number" in found


@pytest.mark.parametrize("kind", ["sphinx", "phoenix"])
def test_sphinx_and_phoenix_carry_no_number(kind):
    found = errors(table(player(pyramid={"4": {"type": kind, "number": 4}}), BO), lang="fr")
    error = found["players.0.pyramid.4.number"]
    assert error["code"] == "neteru.number_not_allowed"
    assert error["message"].startswith("Ana, emplacement 4 :")


def test_a_numbered_card_shows_only_in_its_group_of_slots():
    # Guard 4 belongs to group 4-7-8: slot 5 is impossible, 7 and 8 are fine (moved by a Priest).
    found = errors(table(player(pyramid={"5": card("guard", 4)}), BO))
    error = found["players.0.pyramid.5"]
    assert error["code"] == "neteru.wrong_slot"
    assert error["message"] == "Ana, slot 5: Guard 4 can only be visible on slot 4 (its own) or, once moved by a Priest, on slot 7 or 8."
    ok = handle({"game": "neteru", "action": "score", "data": table(player(pyramid={"7": card("guard", 4)}), BO)})
    assert ok["ok"]


def test_one_card_cannot_be_in_two_pyramids():
    ana = player(pyramid={"3": card("citizen", 3)})
    bo = player("Bo", pyramid={"1": card("citizen", 3)}, pyramidions=("mummy", "diversity"))
    found = errors(table(ana, bo))
    assert found["players.1.pyramid.1"]["code"] == "neteru.card_twice"
    assert "Ana, slot 3" in found["players.1.pyramid.1"]["message"]


def test_one_card_cannot_be_both_in_a_pyramid_and_a_discard_pile():
    ana = player(pyramid={"3": card("citizen", 3)})
    bo = player("Bo", pyramidions=("mummy", "diversity"), discard=[card("citizen", 3)])
    found = errors(table(ana, bo), lang="tr")
    assert found["players.1.discard.0"]["message"].startswith("Bo, ıskarta yığını:")


def test_there_are_four_sphinxes_and_five_phoenixes():
    pyramid = {str(slot): card("sphinx") for slot in range(1, 6)}
    found = errors(table(player(pyramid=pyramid), BO))
    assert list(found) == ["players.0.pyramid.5"]
    assert found["players.0.pyramid.5"]["code"] == "neteru.too_many_copies"
    phoenixes = {str(slot): card("phoenix") for slot in range(1, 6)}
    ok = handle({"game": "neteru", "action": "score", "data": table(player(pyramid=phoenixes, discard=[]), BO)})
    assert ok["ok"]
    found = errors(table(player(pyramid=phoenixes), player("Bo", pyramidions=("mummy", "diversity"), discard=[card("phoenix")])))
    assert list(found) == ["players.1.discard.0"]


def test_a_god_belongs_to_one_player_only():
    found = errors(table(player(gods={"1": "isis"}), player("Bo", gods={"3": "isis"}, pyramidions=("mummy", "diversity"))))
    assert found["players.1.gods.3"]["code"] == "neteru.god_twice"


def test_one_god_per_floor():
    found = errors(table(player(gods={"2": ["isis", "ra"]}), BO))
    assert found["players.0.gods.2"]["code"] == "neteru.one_god_per_floor"


def test_floors_are_one_to_three():
    found = errors(table(player(gods={"4": "isis"}), BO))
    assert found["players.0.gods.4"]["code"] == "neteru.unknown_floor"


def test_each_player_has_two_different_pyramidions():
    found = errors(table(player(pyramidions=("majority", "mummy", "discard")), BO))
    assert found["players.0.pyramidions"]["code"] == "neteru.pyramidion_count"
    assert found["players.0.pyramidions"]["message"] == "Ana: a player has 2 pyramidions, not 3."
    found = errors(table(player(pyramidions=("majority", "majority")), BO))
    assert found["players.0.pyramidions.1"]["code"] == "neteru.same_pyramidion_twice"


def test_a_pyramidion_belongs_to_one_player_only():
    found = errors(table(player(pyramidions=("majority", "discard")), player("Bo", pyramidions=("discard", "mummy"))))
    assert found["players.1.pyramidions.0"]["code"] == "neteru.pyramidion_twice"


PAIRS = [("mummy", "majority"), ("discard", "diversity"), ("sphinx_phoenix", "priest_scribe"), ("chariot_guard", "tomb_robber")]


@pytest.mark.parametrize("count,code", [(0, "common.too_few_players"), (1, "common.too_few_players"), (5, "common.too_many_players")])
def test_two_to_four_players(count, code):
    players = [player(f"P{i}", pyramidions=PAIRS[i % 4]) for i in range(count)]
    found = errors({"players": players})
    assert found["players"]["code"] == code
    assert found["players"]["message"].startswith("Neteru is for 2 to 4 players")


def test_four_players_use_all_eight_pyramidions():
    players = [player(f"P{i}", pyramidions=PAIRS[i]) for i in range(4)]
    assert handle({"game": "neteru", "action": "score", "data": {"players": players}})["ok"]


def test_names_are_read_like_every_game_reads_them():
    from calculators.players import NAME_LENGTH

    assert handle({"game": "neteru", "action": "score", "data": table(player("A" * NAME_LENGTH), BO)})["ok"]
    found = errors(table(player("A" * (NAME_LENGTH + 1)), BO))
    assert found["players.0.name"]["code"] == "common.name_too_long"
    found = errors(table(player("Ana"), player(" ana ", pyramidions=("mummy", "diversity"))))
    assert found["players.1.name"]["code"] == "common.duplicate_name"
    # Turkish compares dotted and dotless i the Turkish way: "Işıl" and "ışıl" are one player.
    found = errors(table(player("Işıl"), player("ışıl", pyramidions=("mummy", "diversity"))), lang="tr")
    assert found["players.1.name"]["code"] == "common.duplicate_name"
    found = errors(table(player("Ana\u200b"), BO))
    assert found["players.0.name"]["code"] == "common.name_invisible"
    # A blank name is no error: the player is "Player 1" in the answer, never a stored name.
    answer = handle({"game": "neteru", "action": "score", "lang": "en", "data": table(player("   "), BO)})
    assert answer["ok"] and answer["players"][0]["name"] == "Player 1"


def test_a_bad_player_count_still_reports_the_other_problems():
    players = [player(f"P{i}", pyramidions=PAIRS[i % 4]) for i in range(5)]
    players[1]["pyramid"] = {"5": card("guard", 4)}
    found = errors({"players": players})
    assert {"players", "players.1.pyramid.5"} <= set(found)


def test_every_problem_of_the_table_is_reported_at_once():
    ana = player(pyramid={"2": {"type": "guard"}, "5": card("guard", 4)}, gods={"7": "ra"})
    found = errors(table(ana, BO))
    assert {"players.0.pyramid.2.number", "players.0.pyramid.5", "players.0.gods.7"} <= set(found)


def test_unknown_fields_are_reported():
    found = errors(table({**player(), "score": 3}, BO))
    assert found["players.0.score"]["code"] == "common.unknown_field"


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_messages_exist_in_each_language(lang):
    found = errors(table(player(pyramid={"5": card("guard", 4)}), BO), lang=lang)
    message = found["players.0.pyramid.5"]["message"]
    assert "Ana" in message and "4" in message and not message.startswith("neteru.")


@settings(max_examples=40, deadline=None)
@given(god=st.sampled_from(GODS), floors=st.lists(st.sampled_from(["1", "2", "3"]), min_size=2, max_size=2, unique=True), action=st.sampled_from(["place", "chariot", "score"]))
def test_one_god_beside_two_floors_is_refused_by_every_action(god, floors, action):
    gods = {floor: god for floor in floors}
    if action == "score":
        data = {"players": [{"name": "Ana", "pyramid": {}, "gods": gods}, {"name": "Bo"}]}
        prefix = "players.0.gods."
    else:
        data = {"pyramid": {"1": {"type": "guard", "number": 1}}, "gods": gods, **({"card": {"type": "citizen", "number": 5}} if action == "place" else {"floor": 3})}
        prefix = "gods."
    answer = handle({"game": "neteru", "action": action, "lang": "en", "data": data})
    later = max(floors)
    assert [(e["path"], e["code"]) for e in answer["errors"]] == [(prefix + later, "neteru.god_beside_two_floors")]
    assert answer["errors"][0]["params"]["other_floor"] == int(min(floors))
