"""The grid widget's explained score and dispute mode in a real browser, in French, English and Turkish."""

import pytest

from calculators.api import handle
from tests.browser.conftest import wait_for_result
from tests.browser.test_pixies_grid import BOOKLET_GRID, LANG_PREFIX, enter_booklet_grid


def open_grid(page, base_url, lang):
    page.goto(f"{base_url}{LANG_PREFIX[lang]}pixies/calculators/")
    wait_for_result(page)
    widget = page.locator('.calc-widget[data-widget="pixies-grid"]')
    enter_booklet_grid(widget)
    widget.locator(".pixies-dispute > summary").click()
    return widget


def count(widget, total):
    """Types a total in the claim and asks for the comparison: the result once it is ready."""
    widget.locator('input[data-path="claimed.total"]').fill(str(total))
    widget.locator(".pixies-dispute-check").click()
    result = widget.locator(".pixies-dispute-result[data-state=ready]")
    result.wait_for()
    return result


def dispute(lang, claimed):
    return handle({"game": "pixies", "action": "dispute", "lang": lang, "data": {"round": 1, "grid": BOOKLET_GRID, "claimed": claimed}})


@pytest.mark.parametrize("lang", ["fr", "tr"])
def test_a_total_counted_at_the_wrong_round_rate_is_named_as_such(page, base_url, lang):
    result = count(open_grid(page, base_url, lang), 40)
    expected = dispute(lang, 40)
    # The differing item is shown with both figures and the gap, in words and signs, not colour.
    row = result.locator('tr[data-item="total"]')
    assert "is-differing" in row.get_attribute("class")
    assert row.locator("td").all_inner_texts() == ["40", "32", "≠ +8"]
    # The likely mistake is Python's sentence in the page's language.
    mistake = expected["mistakes"][0]["sentences"][0]
    assert [m["codes"] for m in expected["mistakes"]] == [["wrong_round"]]
    assert mistake in result.locator("li.is-mistake").all_inner_texts()[0]
    # The verdict is Python's sentence, with the points written out ("32 points").
    assert result.locator(".pixies-verdict").inner_text() == "≠ " + expected["explanation"][0]


def test_a_part_written_wrong_is_the_one_marked(page, base_url):
    widget = open_grid(page, base_url, "en")
    widget.locator(".pixies-claim-parts summary").click()
    widget.locator('input[data-path="claimed.zone"]').fill("16")
    widget.locator('input[data-path="claimed.numbers"]').fill("13")
    widget.locator('input[data-path="claimed.numbers"]').press("Enter")
    result = widget.locator(".pixies-dispute-result[data-state=ready]")
    result.wait_for()
    assert result.locator("tr.is-differing").get_attribute("data-item") == "zone"
    assert result.locator('tr[data-item="numbers"]').get_attribute("class") == "is-agreeing"
    lines = result.locator("li.is-mistake").all_inner_texts()
    assert any("round 3's rate" in line for line in lines), lines


def test_a_right_count_is_confirmed(page, base_url):
    verdict = count(open_grid(page, base_url, "tr"), 32).locator(".pixies-verdict")
    assert verdict.inner_text() == "✓ " + dispute("tr", 32)["explanation"][0]


def test_an_empty_claim_is_pointed_at_the_claim_fields(page, base_url):
    widget = open_grid(page, base_url, "fr")
    widget.locator(".pixies-dispute-check").click()
    error = widget.locator('fieldset[data-path="claimed"] .calc-field-error')
    error.wait_for()
    assert dispute("fr", {})["errors"][0]["message"] in error.inner_text()
    # Told in the player's words: no field name of the request format.
    assert "colour_bonus" not in error.inner_text()
    # Once a total is typed, the comparison comes and the error goes.
    widget.locator('input[data-path="claimed.total"]').fill("32")
    widget.locator(".pixies-dispute-check").click()
    widget.locator(".pixies-dispute-result[data-state=ready] .pixies-verdict").wait_for()
    assert widget.locator(".calc-field-error").count() == 0


@pytest.mark.parametrize("lang", ["tr"])
def test_each_part_lists_the_slots_it_comes_from(page, base_url, lang):
    widget = open_grid(page, base_url, lang)
    slot = {"en": "Slot {n}", "tr": "{n}. bölge"}[lang]
    numbers = widget.locator('tr[data-part="numbers"] .pixies-from li').all_inner_texts()
    assert [line.split(" — ")[0] for line in numbers] == [slot.format(n=5), slot.format(n=8)]
    assert numbers[1].endswith("+8")
    spirals = widget.locator('tr[data-part="spirals"] .pixies-from li').all_inner_texts()
    assert [line.split(" — ")[0] for line in spirals] == [slot.format(n=n) for n in (1, 3, 7)]
    crosses = widget.locator('tr[data-part="crosses"] .pixies-from li').all_inner_texts()
    assert crosses[1].endswith("-3")
    zone = widget.locator('tr[data-part="zone"] .pixies-from li').inner_text()
    assert "1, 2, 3, 4" in zone and "≈" in zone
    bonus = widget.locator('tr[data-part="colour_bonus"] .pixies-from li').inner_text()
    assert "1, 2, 3, 4, 8" in bonus and "+5" in bonus
    # The zone stays marked on the grid in text, not colour alone.
    assert widget.locator(".pixies-slot-button.in-zone .pixies-zone-mark:visible").count() == 4


def test_a_claim_three_too_high_with_a_lone_three_names_the_number_of_a_card_not_validated(page, base_url):
    page.goto(f"{base_url}en/pixies/calculators/")
    wait_for_result(page)
    widget = page.locator('.calc-widget[data-widget="pixies-grid"]')
    from tests.browser.taps import Taps
    from tests.browser.test_pixies_grid import enter_grid, wait_for_total

    enter_grid(widget, {3: ("lone", "red-3-1"), 5: ("validated", "blue-5-1")}, Taps(touch=False))
    wait_for_total(page, 9)
    widget.locator(".pixies-dispute > summary").click()
    widget.locator('input[data-path="claimed.total"]').fill("12")
    widget.locator(".pixies-dispute-check").click()
    mistake = widget.locator(".pixies-dispute-result[data-state=ready] li.is-mistake")
    mistake.wait_for()
    assert mistake.all_inner_texts() == ["➜ You probably counted the number of a card that is not validated (slot 3: +3): only validated cards score their number."]


def marked_slots(widget):
    """The slots outlined in the grid (a step or a mistake pointed at), in slot order."""
    return sorted(int(slot) for slot in widget.locator(".pixies-slot-button.is-marked").evaluate_all("cells => cells.map((c) => c.dataset.slot)"))


def test_how_the_grid_could_happen_is_told_step_by_step_and_points_at_each_slot(page, base_url):
    widget = open_grid(page, base_url, "tr")
    widget.locator(".pixies-history > summary").click()
    steps = widget.locator(".pixies-history-result[data-state=ready] .pixies-history-steps li")
    steps.first.wait_for()
    expected = handle({"game": "pixies", "action": "validate", "lang": "tr", "data": {"grid": BOOKLET_GRID, "witness": True}})["witness"]
    assert steps.all_inner_texts() == [step["sentence"] for step in expected]
    # Focusing a step (keyboard) outlines its slot in the grid, and only it.
    steps.nth(len(expected) - 1).focus()
    assert marked_slots(widget) == [expected[-1]["slot"]]


def test_a_mistake_named_points_at_the_slots_it_involves(page, base_url):
    widget = open_grid(page, base_url, "en")
    result = count(widget, 34)
    expected = {m["sentences"][0]: m["marks"] for m in dispute("en", 34)["mistakes"]}
    assert len(expected) == 3  # a lone card's number, a back in the zone, a corner: all named
    for item in result.locator("li.is-mistake").all():
        sentence = item.inner_text().removeprefix("➜ ")
        item.hover()
        assert marked_slots(widget) == expected[sentence]
