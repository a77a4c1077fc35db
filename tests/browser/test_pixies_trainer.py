"""The placement trainer in a real browser: the rules' four placements replayed, then the learner's own tries."""

import pytest

from calculators.api import handle

LANG_PREFIX = {"fr": "", "en": "en/", "tr": "tr/"}

# What each slot shows after each step, as the grid drawing says it (data-state of the cell).
AFTER_STEP = [
    {5: "empty", 6: "empty"},
    {5: "lone", 6: "empty"},
    {5: "validated", 6: "empty"},
    {5: "validated", 6: "back"},
    {5: "validated", 6: "validated"},
]


def open_trainer(page, base_url, lang, path="pixies/calculators/"):
    page.goto(f"{base_url}{LANG_PREFIX[lang]}{path}")
    widget = page.locator('.calc-widget[data-widget="pixies-trainer"]')
    widget.scroll_into_view_if_needed()  # mounted as it comes into view
    widget.locator(".pixies-replay[data-state=ready]").wait_for()
    return widget


def cell_states(widget):
    cells = widget.locator(".pixies-grid-view .pixies-cell")
    return {int(cells.nth(i).get_attribute("data-slot")): cells.nth(i).get_attribute("data-state") for i in range(cells.count())}


def wait_for_step(widget, text):
    widget.page.wait_for_function(
        "([el, text]) => el.querySelector('.pixies-step-status').textContent === text",
        arg=[widget.element_handle(), text],
    )


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_four_placements_of_the_rules_are_replayed_step_by_step(page, base_url, lang):
    widget = open_trainer(page, base_url, lang)
    step_text = {"en": "Step {n} of 4", "tr": "Adım {n} / 4"}[lang]
    next_button = widget.locator(".pixies-step-nav button").nth(1)
    for n in range(1, 5):
        next_button.click()
        wait_for_step(widget, step_text.format(n=n))
        states = cell_states(widget)
        assert {slot: states[slot] for slot in (5, 6)} == AFTER_STEP[n], n
        # Every other slot stays empty.
        assert all(state == "empty" for slot, state in states.items() if slot not in (5, 6))
    assert next_button.is_disabled()
    # Step 2 kept the yellow 5 face up with the blue one under it; step 4's 6 covers the hidden green 5.
    grid_text = widget.locator(".pixies-grid-view").inner_text()
    assert {"en": "yellow", "tr": "sarı"}[lang] in widget.locator('.pixies-cell[data-slot="5"]').inner_text()
    assert {"en": "hidden: 5", "tr": "kapalı: 5"}[lang] in widget.locator('.pixies-cell[data-slot="6"]').inner_text()
    assert "★" in widget.locator('.pixies-cell[data-slot="6"]').inner_text() and grid_text
    # The sentences are Python's, in the page language.
    expected = handle({"game": "pixies", "action": "place", "lang": lang, "data": {
        "grid": {"5": {"card": "yellow-5-2", "validated": True, "card_under": "blue-5-1"}, "6": {"back": True, "card_under": "green-5-1"}},
        "card": "red-6-2", "choice": {"slot": 6}}})
    assert widget.locator(".pixies-step-lines li").all_inner_texts() == expected["explanation"]
    # And back.
    widget.locator(".pixies-step-nav button").nth(0).click()
    wait_for_step(widget, step_text.format(n=3))
    assert cell_states(widget)[6] == "back"


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_a_five_cannot_slide_under_a_lone_eight(page, base_url, lang):
    widget = open_trainer(page, base_url, lang)
    next_button = widget.locator(".pixies-step-nav button").nth(1)
    for n in range(1, 5):
        next_button.click()  # quick taps add up, even before Python has answered the first
    widget.page.wait_for_function("(el) => el.querySelector('.pixies-cell[data-slot=\"6\"]').dataset.state === 'validated'", arg=widget.element_handle())
    # A lone 8: the only legal placement is face up on slot 8.
    widget.locator('select[data-path="card"]').select_option("red-8-1")
    widget.locator(".pixies-try > .calc-tools button").click()
    options = widget.locator(".pixies-options li")
    options.first.wait_for()
    assert options.count() == 1
    options.first.locator("button").click()
    widget.page.wait_for_function("(el) => el.querySelector('.pixies-cell[data-slot=\"8\"]').dataset.state === 'lone'", arg=widget.element_handle())
    # A fourth 5 tried under that 8: refused, naming the rule.
    widget.locator('select[data-path="card"]').select_option("blue-5-2")
    widget.locator(".pixies-own-try summary").click()
    widget.locator('select[data-path="choice.slot"]').select_option("8")
    widget.locator(".pixies-own-try button").click()
    refusal = widget.locator(".pixies-refusals li")
    refusal.wait_for()
    grid = {
        "5": {"card": "yellow-5-2", "validated": True, "card_under": "blue-5-1"},
        "6": {"card": "red-6-2", "validated": True, "card_under": "green-5-1"},
        "8": {"card": "red-8-1"},
    }
    expected = handle({"game": "pixies", "action": "place", "lang": lang, "data": {"grid": grid, "card": "blue-5-2", "choice": {"slot": 8}}})
    assert refusal.get_attribute("data-code") == "pixies.place.no_slide_under"
    assert refusal.inner_text() == expected["errors"][0]["message"]
    # The field at fault is marked, and the grid did not change.
    assert widget.locator('select[data-path="choice.slot"]').get_attribute("aria-invalid") == "true"
    assert cell_states(widget)[8] == "lone"
    # The legal placements of that 5 are the empty slots, each with its sentence.
    widget.locator(".pixies-try > .calc-tools button").click()
    widget.locator(".pixies-options li").first.wait_for()
    slots = [int(s) for s in widget.locator(".pixies-options li").evaluate_all("(items) => items.map((li) => li.dataset.slot)")]
    assert slots == [1, 2, 3, 4, 7, 9]


STEP_REQUESTS = [
    {"grid": {}, "card": "blue-5-1", "choice": {}},
    {"grid": {"5": {"card": "blue-5-1"}}, "card": "yellow-5-2", "choice": {"keep": "new"}},
    {"grid": {"5": {"card": "yellow-5-2", "validated": True, "card_under": "blue-5-1"}}, "card": "green-5-1", "choice": {"slot": 6}},
    {"grid": {"5": {"card": "yellow-5-2", "validated": True, "card_under": "blue-5-1"}, "6": {"back": True, "card_under": "green-5-1"}}, "card": "red-6-2", "choice": {"slot": 6}},
]


@pytest.mark.parametrize("taps", ["nnnn", "nnnnnn", "nnpnnnp", "nnnpnpn"])
def test_quick_taps_keep_the_step_text_and_the_drawing_together(page, base_url, taps):
    """Taps faster than Python answers: never "the engine could not start", and the step said is
    the step drawn, with Python's sentences for it."""
    widget = open_trainer(page, base_url, "en")
    # All the taps in one go, before Python answered the first one.
    widget.evaluate(
        """(el, taps) => { const [prev, next] = el.querySelectorAll('.pixies-step-nav button');
        for (const tap of taps) (tap === 'n' ? next : prev).click(); }""",
        taps,
    )
    step = 0
    for tap in taps:
        step = min(4, step + 1) if tap == "n" else max(0, step - 1)
    wait_for_step(widget, f"Step {step} of 4" if step else "Start: an empty grid")
    page.wait_for_function("(el) => el.querySelector('.pixies-replay').getAttribute('aria-busy') === null", arg=widget.element_handle())
    assert "could not start" not in widget.inner_text()
    states = cell_states(widget)
    assert {slot: states[slot] for slot in (5, 6)} == AFTER_STEP[step]
    expected = handle({"game": "pixies", "action": "place", "lang": "en", "data": STEP_REQUESTS[step - 1]})["explanation"] if step else []
    assert widget.locator(".pixies-step-lines li").all_inner_texts() == expected


def test_the_trainer_is_on_the_rules_page_too(page, base_url):
    widget = open_trainer(page, base_url, "tr", "pixies/")
    assert cell_states(widget) == {n: "empty" for n in range(1, 10)}
