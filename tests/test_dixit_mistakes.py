"""Each mistake on Dixit's rules page ({#mistakes}) is caught: points counted that way are named by the
dispute mode, with the players involved; ending the game too early is answered by the game
tracker, which scores the whole round. The test reads the page's list, so a mistake added to it
without a check fails."""

from calculators.api import handle
from calculators.i18n import LANGUAGES
from tests.site_pages import MistakeChecks

FIVE = ["Léa", "Tom", "Camille", "Hugo", "Inès"]

check = MistakeChecks("dixit")


def dispute(votes, claimed, storyteller="Léa", players=FIVE, lang="en"):
    data = {"players": players, "storyteller": storyteller, "votes": votes, "claimed": claimed}
    answer = handle({"game": "dixit", "action": "dispute", "lang": lang, "data": data})
    assert answer["ok"], answer["errors"]
    return answer


def named(votes, player, points, code, **more):
    """Dispute mode names ``code`` for ``player`` counting ``points``, in every language."""
    for lang in LANGUAGES:
        (found,) = dispute(votes, {player: points}, lang=lang, **more)["disputes"]
        assert [code] in [m["codes"] for m in found["mistakes"]], (lang, found)
    (found,) = dispute(votes, {player: points}, **more)["disputes"]
    return next(m for m in found["mistakes"] if m["codes"] == [code])


EVERYONE = {"Tom": "Léa", "Camille": "Léa", "Hugo": "Léa", "Inès": "Léa"}
# The rules' example: Tom and Camille find Léa's card, Hugo and Inès vote for Tom's.
SOME = {"Tom": "Léa", "Camille": "Léa", "Hugo": "Tom", "Inès": "Tom"}


@check("whole table found")
def storyteller_paid_when_all_found():
    assert named(EVERYONE, "Léa", 3, "all_or_none_paid")["marks"] == ["Léa"]


@check("Forgetting the votes")
def votes_received_forgotten():
    assert named(SOME, "Tom", 3, "votes_forgotten")["marks"] == ["Hugo", "Inès"]


@check("vote bonus to the storyteller")
def vote_bonus_to_the_storyteller():
    assert named(SOME, "Léa", 5, "storyteller_bonus")["marks"] == ["Camille", "Tom"]


@check("touches 30")
def game_ended_at_thirty():
    # Tom reaches 30 during the round: the round is scored for everyone, then the game ends.
    starting = {"Tom": 28, "Hugo": 27}
    answer = handle({"game": "dixit", "action": "game", "lang": "en", "data": {"players": FIVE, "starting_scores": starting, "rounds": [{"votes": SOME}]}})
    assert answer["over"] is True and answer["totals"]["Hugo"] == 27 and answer["totals"]["Camille"] == 3
    late = handle({"game": "dixit", "action": "game", "lang": "en", "data": {"players": FIVE, "starting_scores": starting, "rounds": [{"votes": SOME}, {"votes": SOME}]}})
    assert [e["code"] for e in late["errors"]] == ["dixit.round_after_end"]


@check("merely describes")
def clue_too_plain_or_too_obscure():
    # Everyone found it (or nobody): 0 for the storyteller, 2 for each other, whatever a player thought.
    nobody = {"Tom": "Hugo", "Camille": "Tom", "Hugo": "Inès", "Inès": "Tom"}
    assert named(nobody, "Léa", 3, "all_or_none_paid")["params"] == [{"outcome": "none"}]
    assert named(EVERYONE, "Tom", 3, "all_or_none_paid")


@check("any old card")
def any_old_card_handed_in():
    # The votes a card draws are points: Tom's card drew two.
    assert named(SOME, "Tom", 3, "votes_forgotten")["params"] == [{"votes": 2}]


test_the_list_has_one_check_per_mistake_in_every_language, test_each_mistake_of_the_rules_page_is_caught = check.tests()


def test_a_two_point_bonus_at_three_players_is_named_too():
    # The teach page adds it: Bo's two cards can only draw Cem's one vote.
    votes = {"Bo": "Ana", "Cem": "Bo"}
    assert named(votes, "Bo", 5, "three_player_double_bonus", storyteller="Ana", players=["Ana", "Bo", "Cem"])["marks"] == ["Cem"]
