"""Each mistake on IPSO's rules page ({#mistakes}) is caught: a count made that way is named by the
dispute mode, with the rows it involves; a move against the rules is refused by the action that
checks positions. The test reads the page's list, so a mistake added to it without a check fails."""

from calculators.api import handle
from calculators.i18n import LANGUAGES
from tests.site_pages import MistakeChecks
from tests.test_ipso_scoring import TWENTY_SIX, c  # the rules' own 26-point pyramid: row 1 falls (50, 12)

check = MistakeChecks("ipso")


def dispute(claimed, pyramid=TWENTY_SIX, lang="en"):
    answer = handle({"game": "ipso", "action": "dispute", "lang": lang, "data": {**pyramid, "claimed": claimed}})
    assert answer["ok"], answer["errors"]
    return answer


def named(claimed, code, pyramid=TWENTY_SIX):
    """Dispute mode names ``code`` for this claim, in every language; its mistake entry."""
    for lang in LANGUAGES:
        answer = dispute(claimed, pyramid, lang)
        assert [code] in [m["codes"] for m in answer["mistakes"]], (lang, answer["explanation"])
    return next(m for m in dispute(claimed, pyramid)["mistakes"] if m["codes"] == [code])


@check("printed stars of a row")
def stars_of_a_discarded_row():
    assert named(27, "discarded_row_stars")["marks"] == [1]


@check("close together")
def numbers_close_together():
    # The purple bottom row (3, 21, 38, 55, 88) rises however far apart: thrown out, 26 - 11 = 15.
    assert named(15, "rising_row_discarded")["marks"] == [4]


@check("Moving a face-up card")
def moving_a_card_to_repair_a_row():
    # The falling top row counted as if put back in order: 2 mixed cards and its star, 26 + 3.
    assert named(29, "discarded_row_counted")["marks"] == [1]


@check("Taking back the card")
def taking_back_the_card_pushed_out():
    # The 27 pushed out to the middle is still shown in the pyramid: one deck has one 27.
    answer = handle({"game": "ipso", "action": "rows", "lang": "en", "data": {"rows": [[c(8, "green"), c(27, "yellow"), c(63, "red")]], "cards": [c(27, "yellow")]}})
    assert [e["code"] for e in answer["errors"]] == ["ipso.drawn.duplicate_number"]


@check("star card **and**")
def star_card_and_bonus_turn():
    given_up = {**TWENTY_SIX, "star_card": "given_up"}
    assert named(26, "star_card_after_bonus", given_up)["marks"] == ["star_card"]


@check("lost even if")
def star_card_lost_even_for_nothing():
    # The bonus turn's card helps nothing: the star card is gone anyway (the bonus action says so too).
    answer = handle({"game": "ipso", "action": "bonus", "lang": "en", "data": {"rows": TWENTY_SIX["rows"], "drawn": c(90, "green")}})
    assert answer["unused"]["total"] == answer["keep"]["total"] - 3
    assert named(26, "star_card_after_bonus", {**TWENTY_SIX, "star_card": "given_up"})["explains"] == ["total"]


test_the_list_has_one_check_per_mistake_in_every_language, test_each_mistake_of_the_rules_page_is_caught = check.tests()


def test_a_mixed_row_paid_double_is_named_too():
    # The teach page adds it: row 2 (8, 27, 63 in three colours) paid 2 a card is 3 points more.
    assert named(29, "mixed_row_doubled")["marks"] == [2]
