"""Dispute mode under the pyramid scorer, in a real browser: "I counted 27" names the frequent
mistake that gives 27 in the page's language and outlines the row it touches; a right count is
confirmed. Expected answers come from the calculators themselves."""

import pytest

from calculators.api import handle
from tests.browser.test_ipso_widgets import TWENTY_SIX, fill_pyramid, open_widget, wait_total


def dispute(lang, claimed, star_card="kept"):
    data = {"rows": TWENTY_SIX, "star_card": star_card, "variants": {"even_odd": False}, "claimed": claimed}
    return handle({"game": "ipso", "action": "dispute", "lang": lang, "data": data})


def count(page, base_url, lang, total):
    """The page's pyramid entered, the total typed in the claim and the comparison asked for."""
    widget = open_widget(page, base_url, lang, "ipso-pyramid")
    fill_pyramid(widget, TWENTY_SIX)
    wait_total(page, "ipso-pyramid", 26)
    widget.locator(".ipso-dispute > summary").click()
    widget.locator('input[data-path="claimed.total"]').fill(str(total))
    widget.locator(".ipso-dispute-check").click()
    result = widget.locator(".ipso-dispute-result[data-state=ready]")
    result.wait_for()
    return widget, result


@pytest.mark.parametrize("lang", ["fr", "tr"])
def test_a_discarded_rows_stars_counted_are_named_and_the_row_outlined(page, base_url, lang):
    widget, result = count(page, base_url, lang, 27)
    expected = dispute(lang, 27)
    assert [m["codes"] for m in expected["mistakes"]] == [["discarded_row_stars"]]
    assert result.locator(".ipso-verdict").inner_text() == "≠ " + expected["explanation"][0]
    assert result.locator('tr[data-item="total"] td').all_inner_texts() == ["27", "26", "≠ +1"]
    mistake = result.locator("li.is-mistake")
    assert mistake.inner_text() == "➜ " + expected["mistakes"][0]["sentences"][0]
    # Pointing at the mistake outlines the row it speaks of (row 1), and only it.
    mistake.hover()
    assert widget.locator(".is-marked").evaluate_all("els => els.map((e) => e.dataset.path)") == ["rows.0"]


def test_a_right_count_is_confirmed_and_a_change_of_the_pyramid_asks_again(page, base_url):
    widget, result = count(page, base_url, "en", 26)
    verdict = result.locator(".ipso-verdict")
    assert verdict.inner_text() == "✓ " + dispute("en", 26)["explanation"][0]
    # Giving up the star card: the same claim is compared again, now 3 too many, and the star card
    # kept is among the mistakes that give it.
    widget.locator('[data-path="star_card"] input[value="given_up"]').check()
    widget.locator('.ipso-dispute-result[data-state=ready] tr[data-item="total"].is-differing').wait_for()
    expected = dispute("en", 26, "given_up")
    assert ["star_card_after_bonus"] in [m["codes"] for m in expected["mistakes"]]
    assert result.locator("li.is-mistake").all_inner_texts() == ["➜ " + m["sentences"][0] for m in expected["mistakes"]]
