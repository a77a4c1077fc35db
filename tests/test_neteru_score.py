"""Neteru end-of-game scoring: the five steps, their interactions, and the ranking's tie-breaks."""

import pytest

from calculators.api import handle


def card(kind, number=None):
    return {"type": kind} if number is None else {"type": kind, "number": number}


def player(name, pyramid=None, gods=None, pyramidions=("majority", "discard"), discard=()):
    return {
        "name": name,
        "pyramid": {str(slot): c for slot, c in (pyramid or {}).items()},
        "gods": {str(floor): g for floor, g in (gods or {}).items()},
        "pyramidions": list(pyramidions),
        "discard": list(discard),
    }


def score(*players, lang="en"):
    answer = handle({"game": "neteru", "action": "score", "lang": lang, "data": {"players": list(players)}})
    assert answer["ok"], answer.get("errors")
    return answer


def steps(answer, index=0):
    return {name: step["points"] for name, step in answer["players"][index]["steps"].items()}


OTHER = player("Bo", pyramidions=("tomb_robber", "chariot_guard"))


def test_the_request_of_the_issue_scores():
    ana = {
        "name": "Ana",
        "pyramid": {"1": card("citizen", 1), "4": card("sphinx")},
        "gods": {"1": "bastet"},
        "pyramidions": ["mummy", "majority"],
        "discard": [card("mummy", 4)],
    }
    answer = score(ana, OTHER)
    # Citizen 2, Bastet doubles it (+2), Majority: one card of each type (+1), Bastet 1.
    assert steps(answer) == {"mummies": 0, "inhabitants": 2, "bastet": 2, "pyramidions": 1, "gods": 1}
    assert answer["players"][0]["total"] == 6


@pytest.mark.parametrize(
    "pyramidions,gods,each",
    [
        (("majority", "discard"), {}, -1),
        (("mummy", "discard"), {}, 1),
        (("majority", "discard"), {3: "anubis"}, 2),
        (("mummy", "discard"), {3: "anubis"}, 3),
    ],
)
def test_a_visible_mummy_is_worth_minus_one_plus_one_plus_two_or_plus_three(pyramidions, gods, each):
    ana = player("Ana", {6: card("mummy", 6), 9: card("mummy", 9)}, gods, pyramidions)
    answer = score(ana, OTHER)
    mummies = answer["players"][0]["steps"]["mummies"]
    assert mummies["per_mummy"] == each
    assert mummies["points"] == 2 * each
    assert [item["slot"] for item in mummies["items"]] == [6, 9]


def test_bastet_doubles_citizens_priests_and_scribes_of_her_floor_but_not_mummies():
    pyramid = {3: card("citizen", 3), 4: card("priest", 4), 5: card("mummy", 5), 1: card("citizen", 1)}
    answer = score(player("Ana", pyramid, {2: "bastet"}), OTHER)
    got = answer["players"][0]["steps"]
    assert got["inhabitants"]["points"] == 2 + 1 + 2
    assert got["bastet"]["points"] == 3  # the Citizen on slot 3 and the Priest on slot 4, once more
    assert got["bastet"]["mummies_not_doubled"] == [5]
    assert got["mummies"]["points"] == -1  # not -2
    assert [item["slot"] for item in got["bastet"]["items"]] == [3, 4]


def test_bastet_does_not_double_pyramidion_bonuses():
    pyramid = {1: card("scribe", 1), 2: card("priest", 2)}
    answer = score(player("Ana", pyramid, {1: "bastet"}, ("priest_scribe", "discard")), OTHER)
    assert steps(answer) == {"mummies": 0, "inhabitants": 2, "bastet": 2, "pyramidions": 2, "gods": 1}


def test_nephthys_pays_two_per_mummy_in_ones_own_discard_only():
    ana = player("Ana", {1: card("guard", 1)}, {1: "nephthys"}, discard=[card("mummy", 2), card("mummy", 3), card("scribe", 4)])
    bo = player("Bo", pyramidions=("tomb_robber", "chariot_guard"), discard=[card("mummy", 5)])
    answer = score(ana, bo)
    gods = answer["players"][0]["steps"]["gods"]
    assert gods["discarded_mummies"] == 2
    assert gods["points"] == 1 + 4


def test_the_discard_pyramidion_counts_every_card_of_the_discard_pile():
    ana = player("Ana", {}, {}, ("discard", "majority"), discard=[card("mummy", 2), card("sphinx"), card("citizen", 4)])
    answer = score(ana, OTHER)
    item = answer["players"][0]["steps"]["pyramidions"]["items"][0]
    assert item == {"pyramidion": "discard", "count": 3, "per_card": 1, "points": 3}


def test_covered_and_discarded_cards_do_not_count_for_per_card_pyramidions():
    ana = player("Ana", {1: card("tomb_robber", 1)}, {}, ("tomb_robber", "sphinx_phoenix"), discard=[card("tomb_robber", 2), card("sphinx")])
    answer = score(ana, player("Bo", pyramidions=("chariot_guard", "majority")))
    assert steps(answer)["pyramidions"] == 2  # only the visible Tomb Robber


def test_majority_counts_the_most_common_visible_type():
    pyramid = {1: card("guard", 1), 3: card("guard", 3), 6: card("guard", 6), 2: card("citizen", 2), 5: card("citizen", 5)}
    answer = score(player("Ana", pyramid, {}, ("majority", "discard")), OTHER)
    item = answer["players"][0]["steps"]["pyramidions"]["items"][0]
    assert item["points"] == 3 and item["types"] == ["guard"]


def test_majority_of_an_empty_pyramid_is_worth_nothing():
    answer = score(player("Ana", {}, {}, ("majority", "discard")), OTHER)
    assert answer["players"][0]["steps"]["pyramidions"]["items"][0]["points"] == 0


@pytest.mark.parametrize("types,groups", [(2, 0), (3, 1), (5, 1), (6, 2), (8, 2), (9, 3)])
def test_diversity_pays_two_per_full_set_of_three_different_types(types, groups):
    kinds = ["scribe", "mummy", "citizen", "guard", "tomb_robber", "chariot", "priest", "sphinx", "phoenix"][:types]
    pyramid = {}
    for slot, kind in zip(range(1, 10), kinds):
        pyramid[slot] = card(kind) if kind in ("sphinx", "phoenix") else card(kind, slot)
    answer = score(player("Ana", pyramid, {}, ("diversity", "discard")), OTHER)
    item = answer["players"][0]["steps"]["pyramidions"]["items"][0]
    assert item["groups"] == groups and item["points"] == 2 * groups


def test_diversity_counts_a_type_once_however_many_copies():
    pyramid = {1: card("guard", 1), 3: card("guard", 3), 6: card("guard", 6), 2: card("citizen", 2), 5: card("citizen", 5)}
    answer = score(player("Ana", pyramid, {}, ("diversity", "discard")), OTHER)
    assert answer["players"][0]["steps"]["pyramidions"]["items"][0]["groups"] == 0


def test_gods_score_their_printed_points():
    ana = player("Ana", {}, {1: "amon_ra", 2: "isis", 3: "thoth"})
    answer = score(ana, OTHER)
    assert steps(answer)["gods"] == 4 + 3 + 2


def test_the_mummy_pyramidion_adds_nothing_in_the_pyramidion_step():
    answer = score(player("Ana", {}, {}, ("mummy", "discard")), OTHER)
    item = answer["players"][0]["steps"]["pyramidions"]["items"][0]
    assert item == {"pyramidion": "mummy", "in_step": "mummies", "points": 0}


def test_total_is_the_sum_of_the_five_steps():
    pyramid = {1: card("citizen", 1), 2: card("mummy", 2), 5: card("scribe", 5), 9: card("phoenix")}
    answer = score(player("Ana", pyramid, {1: "bastet", 2: "anubis"}, ("sphinx_phoenix", "discard"), [card("guard", 3)]), OTHER)
    assert answer["players"][0]["total"] == sum(steps(answer).values())
    assert steps(answer) == {"mummies": 2, "inhabitants": 3, "bastet": 2, "pyramidions": 3, "gods": 3}


# ---------------------------------------------------------------- ranking


def winners(answer):
    """Names of the first place, and what settled it (the shared ranking shape)."""
    ranking = answer["ranking"]
    first = [place for place in ranking["places"] if place["rank"] == 1]
    assert [place["player"] for place in first] == ranking["winners"]
    return [place["name"] for place in first], ranking["outcome"], {place["decided_by"] for place in first}


def test_highest_total_wins_without_tie_break():
    ana = player("Ana", {1: card("citizen", 1)})
    answer = score(ana, OTHER)
    assert winners(answer) == (["Ana"], "win", {"total"})
    assert [place["name"] for place in answer["ranking"]["places"]] == ["Ana", "Bo"]
    assert answer["verdict"] == "Ana wins with 3 points."  # Citizen 2, Majority 1


def test_a_tie_on_points_goes_to_the_most_occupied_slots():
    # Both score 2: Ana with a Citizen, Bo with a Citizen and a Guard (0 points) on two slots.
    ana = player("Ana", {1: card("citizen", 1)}, pyramidions=("tomb_robber", "mummy"))
    bo = player("Bo", {2: card("citizen", 2), 4: card("guard", 4)}, pyramidions=("sphinx_phoenix", "priest_scribe"))
    answer = score(ana, bo)
    assert winners(answer) == (["Bo"], "win", {"occupied_slots"})
    assert answer["ranking"]["places"][1] == {
        "player": 0, "name": "Ana", "rank": 2, "decided_by": "occupied_slots",
        "values": {"total": 2, "occupied_slots": 1, "god_points": 0},
    }


def test_then_to_the_most_points_from_the_gods():
    # 4 points each on 2 slots: Ana has 2 Citizens, Bo a Guard and a Chariot plus Amon-Ra.
    ana = player("Ana", {1: card("citizen", 1), 2: card("citizen", 2)}, pyramidions=("tomb_robber", "mummy"))
    bo = player("Bo", {3: card("guard", 3), 6: card("chariot", 6)}, {1: "amon_ra"}, ("sphinx_phoenix", "priest_scribe"))
    answer = score(ana, bo)
    assert [p["total"] for p in answer["players"]] == [4, 4]
    assert winners(answer) == (["Bo"], "win", {"god_points"})


def test_players_level_on_everything_share_the_victory():
    ana = player("Ana", {1: card("citizen", 1)}, pyramidions=("tomb_robber", "mummy"))
    bo = player("Bo", {2: card("citizen", 2)}, pyramidions=("sphinx_phoenix", "priest_scribe"))
    answer = score(ana, bo)
    assert winners(answer) == (["Ana", "Bo"], "shared_victory", {"shared"})
    assert [place["rank"] for place in answer["ranking"]["places"]] == [1, 1]
    assert answer["verdict"] == "Shared victory for Ana and Bo, tied on 2 points."
    assert answer["verdict"] in answer["explanation"]


def test_shared_places_skip_the_next_rank():
    ana = player("Ana", {1: card("citizen", 1)}, pyramidions=("tomb_robber", "mummy"))
    bo = player("Bo", {2: card("citizen", 2)}, pyramidions=("sphinx_phoenix", "priest_scribe"))
    cem = player("Cem", {}, pyramidions=("majority", "discard"))
    answer = score(ana, bo, cem)
    assert [(p["name"], p["rank"]) for p in answer["ranking"]["places"]] == [("Ana", 1), ("Bo", 1), ("Cem", 3)]


def test_a_pyramidion_not_chosen_yet_leaves_the_winner_undecided():
    # A sheet being filled in: Bo's pyramidions are still to come, so his total may grow.
    ana = player("Ana", {1: card("citizen", 1), 2: card("citizen", 2)}, pyramidions=("tomb_robber", "mummy"))
    bo = player("Bo", {3: card("citizen", 3)}, pyramidions=())
    answer = score(ana, bo)
    assert answer["warnings"] == [] and answer["errors"] == []
    assert [p["total"] for p in answer["players"]] == [4, 2]
    assert answer["players"][1]["pyramidions_missing"] == 2
    assert answer["ranking"]["outcome"] == "undecided"
    assert answer["explanation"][-1] == answer["verdict"] == "The winner is not known yet: choose every player's two pyramidions first."
    one_missing = score(ana, player("Bo", {3: card("citizen", 3)}, pyramidions=("discard", None)))
    assert one_missing["players"][1]["pyramidions_missing"] == 1 and one_missing["ranking"]["outcome"] == "undecided"
    assert "Bo — pyramidions chosen so far: 1 of 2; a missing pyramidion's bonus is not counted yet." in one_missing["explanation"]


def test_an_unnamed_player_is_called_player_n_in_the_answer_language():
    ana = player("Ana", {1: card("citizen", 1)})
    for lang, label in (("en", "Player 2"), ("fr", "Joueur 2"), ("tr", "2. oyuncu")):
        answer = score(ana, player("", pyramidions=("tomb_robber", "chariot_guard")), lang=lang)
        assert answer["players"][1]["name"] == label
        assert answer["ranking"]["places"][1]["name"] == label


def test_negative_points_carry_a_true_minus_sign():
    ana = player("Ana", {6: card("mummy", 6)}, pyramidions=("discard", "diversity"))
    answer = score(ana, OTHER)
    assert answer["players"][0]["steps"]["mummies"]["signed"] == "−1"
    assert answer["players"][0]["total_shown"] == "−1"
    assert answer["players"][1]["steps"]["mummies"]["signed"] == "0"


def test_the_god_tie_break_uses_nephthys_points_too():
    # Both 3 points on 1 slot; Bo's Nephthys (1) + 2 Mummies in discard (4) beats Ana's Isis (3).
    ana = player("Ana", {1: card("tomb_robber", 1)}, {2: "isis"}, ("majority", "mummy"))
    bo = player("Bo", {2: card("guard", 2)}, {1: "nephthys"}, ("chariot_guard", "discard"), [card("mummy", 3), card("mummy", 4)])
    answer = score(ana, bo)
    totals = {p["name"]: (p["total"], p["god_points"]) for p in answer["players"]}
    assert totals == {"Ana": (4, 3), "Bo": (8, 5)}


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_explanation_names_each_player_and_the_tie_break(lang):
    ana = player("Ana", {1: card("citizen", 1)}, pyramidions=("tomb_robber", "mummy"))
    bo = player("Bo", {2: card("citizen", 2), 4: card("guard", 4)}, pyramidions=("sphinx_phoenix", "priest_scribe"))
    answer = score(ana, bo, lang=lang)
    text = "\n".join(answer["explanation"])
    assert "Ana" in text and "Bo" in text
    assert "Bo 2, Ana 1" in text  # occupied slots, as the first tie-break line gives them
    assert not any(line.startswith("neteru.") for line in answer["explanation"])
