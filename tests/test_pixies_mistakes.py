"""Each mistake on the rules page's list (docs/*/pixies/index.md, {#mistakes}) is caught.

For a scoring mistake, a grid is built where that mistake is the only one giving the player's
figure, and dispute mode must name it (and nothing else). A mistake of play (where a card goes,
who picks) is caught by the action that checks play: ``place`` refuses the move, ``turn`` says
who plays. The test reads the page's list, so a mistake added to it without a check here fails.
"""

from calculators.api import handle
from calculators.i18n import LANGUAGES
from tests.site_pages import MistakeChecks

check = MistakeChecks("pixies")


def dispute(grid, claimed, round_number=1, lang="en"):
    answer = handle({"game": "pixies", "action": "dispute", "lang": lang, "data": {"round": round_number, "grid": grid, "claimed": claimed}})
    assert answer["ok"], answer
    return answer


def only_mistake(grid, claimed, code, round_number=1):
    """Dispute mode names ``code``, and only it, for this claim; its sentence in every language."""
    for lang in LANGUAGES:
        answer = dispute(grid, claimed, round_number, lang)
        assert [m["codes"] for m in answer["mistakes"]] == [[code]], (lang, answer["explanation"])
        assert answer["mistakes"][0]["sentences"][0] in answer["explanation"]
    return dispute(grid, claimed, round_number)["mistakes"][0]


def place(data):
    return handle({"game": "pixies", "action": "place", "lang": "en", "data": data})


def turn(data):
    answer = handle({"game": "pixies", "action": "turn", "lang": "en", "data": data})
    return answer


# --- One check per item of the list, in the list's order -------------------------------------


@check("lone face-up card")
def lone_face_number_paid():
    # A lone face-up 3 (red, 4 spirals) and a validated 5: 9 points; a player who counts the 3 says 12.
    grid = {"3": {"card": "red-3-1"}, "5": {"card": "blue-5-1", "validated": True}}
    assert dispute(grid, 0)["total"] == 9
    mistake = only_mistake(grid, 12, "lone_face_numbers")
    assert mistake["params"] == [{"slots": [3], "points": 3}]
    assert mistake["sentences"][0].startswith("You probably counted the number of a card that is not validated (slot 3: +3)")


@check("spirals, crosses or colour")
def symbols_or_colour_of_lone_cards_forgotten():
    # Symbols: a lone blue 9 with six crosses still costs 6 (a validated red 1 with 3 spirals, a
    # validated multicolour 8 with a cross: 1 + 8 + 3 − 7 = 9; leaving out every cross would be 16).
    crosses = {"1": {"card": "red-1-1", "validated": True}, "8": {"card": "multi-8-1", "validated": True}, "9": {"card": "blue-9-1"}}
    assert dispute(crosses, 0)["total"] == 9
    assert only_mistake(crosses, 15, "symbols_validated_only")["marks"] == [9]
    # Colour: a lone red 3 makes the validated red 1-2 a zone of three (6 points, not 4).
    colour = {"1": {"card": "red-1-1", "validated": True}, "2": {"card": "red-2-1", "validated": True}, "3": {"card": "red-3-1"}}
    right = dispute(colour, 0)["total"]
    assert dispute(colour, 0)["parts"]["zone"]["points"] == 6
    assert only_mistake(colour, right - 2, "colours_validated_only")["marks"] == [3]


@check("stacking three cards")
def spare_copy_tucked_or_three_cards_stacked():
    # The 5 is validated: a third 5 may not slide under the lone 8, nor onto the validated 6.
    grid = {
        "5": {"card": "blue-5-1", "validated": True, "card_under": "red-5-2"},
        "6": {"card": "blue-6-1", "validated": True},
        "8": {"card": "red-8-1"},
    }
    under = place({"grid": grid, "card": "green-5-1", "choice": {"slot": 8}})
    assert [(e["path"], e["code"]) for e in under["errors"]] == [("choice.slot", "pixies.place.no_slide_under")]
    stacked = place({"grid": grid, "card": "green-5-1", "choice": {"slot": 6}})
    assert [(e["path"], e["code"]) for e in stacked["errors"]] == [("choice.slot", "pixies.place.three_cards")]


@check("through a corner")
def corner_join_or_two_zones_added():
    # Corner: red 1 and red 5 touch only by a corner: no zone (1 + 5 + 3 spirals − 1 cross = 8).
    corner = {"1": {"card": "red-1-1", "validated": True}, "5": {"card": "red-5-1", "validated": True}}
    assert dispute(corner, 0)["total"] == 8
    only_mistake(corner, 12, "diagonal_zone")
    # Two zones: red 1-2-3 and blue 8-9 in round 2; only the red zone of 3 scores (9), not 9 + 6.
    zones = {
        "1": {"card": "red-1-1", "validated": True},
        "2": {"card": "red-2-1", "validated": True},
        "3": {"card": "red-3-1", "validated": True},
        "8": {"card": "blue-8-1", "validated": True},
        "9": {"card": "blue-9-1", "validated": True},
    }
    right = dispute(zones, 0, 2)["total"]
    only_mistake(zones, right + 6, "two_zones_added", 2)


@check("wrong rate")
def wrong_zone_rate():
    # A red zone of two in round 1 pays 2 per card; round 2's rate gives 2 more, round 3's 4 more.
    grid = {"1": {"card": "red-1-1", "validated": True}, "2": {"card": "red-2-1", "validated": True}}
    right = dispute(grid, 0)["total"]
    assert only_mistake(grid, right + 2, "wrong_round")["params"] == [{"used": 2, "used_rate": 3, "round": 1, "rate": 2}]
    assert only_mistake(grid, right + 4, "wrong_round")["params"][0]["used"] == 3


@check("first full grid")
def round_stopped_too_early_or_two_player_offer():
    # A grid full on the first card of an offer of three: the two others still play.
    players = ["Ana", "Ben", "Cem"]
    early = turn({"players": players, "opener": "Ana", "picks": [{"player": "Ana", "grid_full": True}]})
    assert not early["round_over"] and early["still_to_play"] == ["Ben", "Cem"]
    # Two players: an offer of four cards, each player picking twice.
    two = turn({"players": ["Ana", "Ben"], "opener": "Ana"})
    assert two["offer_size"] == 4 and two["order"] == ["Ana", "Ben", "Ana", "Ben"]


@check("x8")
def corner_count_taken_for_points():
    # A validated 5 scores 5, not the 12 copies the corner of every 5 shows.
    grid = {"5": {"card": "blue-5-1", "validated": True}}
    only_mistake(grid, 12, "corner_copies")


@check("next offer")
def next_offer_to_the_neighbour():
    # Cem took the last card of the offer Ana opened: Cem opens the next one, not Ana's neighbour Ben.
    players = ["Ana", "Ben", "Cem"]
    done = turn({"players": players, "opener": "Ana", "picks": players})
    assert done["new_offer"] and done["next_player"] == "Cem"
    wrong = turn({"players": players, "opener": "Ben", "picks": ["Cem"]})
    assert [(e["path"], e["code"]) for e in wrong["errors"]] == [("picks.0", "pixies.turn.wrong_player")]


test_the_list_has_one_check_per_mistake_in_every_language, test_each_mistake_of_the_rules_page_is_caught = check.tests()


def test_a_lone_back_counted_is_named_too():
    # The teach page adds it: a lone back scores nothing (5 + 9 counted as 9 more points).
    grid = {"5": {"card": "blue-5-1", "validated": True}, "9": {"back": True}}
    only_mistake(grid, dispute(grid, 0)["total"] + 9, "lone_back_number")
