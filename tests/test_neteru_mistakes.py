"""Each mistake on Neteru's rules page ({#mistakes}) is caught: a count made that way is named by the
dispute mode, with what it involves. Two items of the list are about play, not about a position:
when the game ends, and what Sekhmet ignores; no input of the calculators can show them, and the
test says so rather than pass over them. The test reads the page's list, so a mistake added to it
without a check fails."""

from calculators.api import handle
from calculators.i18n import LANGUAGES
from tests.site_pages import MistakeChecks

check = MistakeChecks("neteru")


def card(kind, number=None):
    return {"type": kind} if number is None else {"type": kind, "number": number}


def dispute(players, claimed, lang="en", who=0):
    answer = handle({"game": "neteru", "action": "dispute", "lang": lang, "data": {"players": players, "player": who, "claimed": claimed}})
    assert answer["ok"], answer["errors"]
    return answer


def named(players, code, gap, who=0):
    """Dispute mode names ``code`` for a count ``gap`` away from the rules, in every language."""
    right = dispute(players, 0, who=who)["total"]
    for lang in LANGUAGES:
        answer = dispute(players, right + gap, lang, who)
        assert [code] in [m["codes"] for m in answer["mistakes"]], (lang, answer["explanation"])
    return next(m for m in dispute(players, right + gap, who=who)["mistakes"] if m["codes"] == [code])


BO = {"name": "Bo"}


@check("covered card")
def covered_card():
    # A Citizen 3 under the Scribe 3: still counted, it would add its 2 points.
    ana = {"name": "Ana", "pyramid": {"3": card("scribe", 3)}, "covered": {"3": [card("citizen", 3)]}}
    assert named([ana, BO], "covered_card_counted", 2)["marks"] == [3]


@check("Bastet double")
def bastet_doubling():
    # Bastet beside floor 1 (slots 1 and 2): a Mummy 2 there stays at -1; the Sphinx & Phoenix bonus is not doubled.
    ana = {"name": "Ana", "pyramid": {"1": card("citizen", 1), "2": card("mummy", 2)}, "gods": {"1": "bastet"}}
    assert named([ana, BO], "bastet_doubles_mummies", -1)["marks"] == [2]
    sphinx = {"name": "Ana", "pyramid": {"1": card("sphinx"), "2": card("citizen", 2)}, "gods": {"1": "bastet"}, "pyramidions": ["sphinx_phoenix", "majority"]}
    assert named([sphinx, BO], "bastet_doubles_pyramidions", 2)["marks"] == [1]


@check("Anubis and the Mummy pyramidion")
def anubis_and_mummy_pyramidion():
    ana = {"name": "Ana", "pyramid": {"2": card("mummy", 2), "5": card("mummy", 5)}, "gods": {"1": "anubis"}, "pyramidions": ["mummy", "majority"]}
    assert named([ana, BO], "mummy_plus_four", 2)["params"] == [{"value": 4, "right": 3}]


@check("discard pile for a pyramidion")
def discard_for_a_pyramidion():
    ana = {"name": "Ana", "pyramid": {"4": card("tomb_robber", 4)}, "pyramidions": ["tomb_robber", "majority"], "discard": [card("tomb_robber", 7)]}
    assert named([ana, BO], "pyramidion_counts_discard", 2)["marks"] == ["discard"]


@check("kinds for Diversity")
def diversity_cards_not_kinds():
    # Nine cards of six kinds: two sets (4 points), not three (6).
    kinds = ["scribe", "mummy", "citizen", "guard", "tomb_robber", "chariot", "citizen", "guard", "scribe"]
    slots = {1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 4, 8: 8, 9: 9}
    pyramid = {str(slot): card(kinds[slot - 1], number) for slot, number in slots.items()}
    pyramid["7"] = card("citizen", 4)
    ana = {"name": "Ana", "pyramid": pyramid, "pyramidions": ["diversity", "majority"]}
    assert named([ana, BO], "diversity_counts_cards", 2)["params"][0]["cards"] == 9


@check("Handing back a god")
def god_given_back():
    # Isis stays beside floor 2 though slot 4 is empty now.
    ana = {"name": "Ana", "pyramid": {"3": card("scribe", 3), "5": card("guard", 5)}, "gods": {"2": "isis"}}
    assert named([ana, BO], "god_given_back", -3)["marks"] == ["floor 2"]


NOT_A_POSITION = [
    ("the moment a pyramid fills up", "when the game ends: every player plays as many turns; no calculator input holds turns"),
    ("Guard or Isis stops Sekhmet", "Sekhmet's discard ignores protections; the chariot calculator answers for the War Chariot only"),
]


test_the_list_has_one_check_per_mistake_in_every_language, test_each_mistake_of_the_rules_page_is_caught = check.tests(
    not_a_position=tuple(anchor for anchor, _ in NOT_A_POSITION)
)


def test_nephthys_counting_other_discard_piles_is_named_too():
    # The teach page adds it: Bo's discarded Mummy is no business of Ana's Nephthys.
    ana = {"name": "Ana", "pyramid": {}, "gods": {"1": "nephthys"}, "discard": [card("mummy", 1)]}
    bo = {"name": "Bo", "discard": [card("mummy", 7)]}
    assert named([ana, bo], "nephthys_every_discard", 2)["marks"] == ["discard"]
