"""The Pixies grid works with the keyboard alone: Tab to move, Enter and Space to choose, no mouse at all."""

from tests.browser.conftest import wait_for_result


def tab_until(page, predicate_js: str, limit: int = 400):
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate(predicate_js):
            return
    raise AssertionError(f"Tab never reached: {predicate_js}")


def test_pixies_grid_filled_without_the_mouse(page, base_url):
    page.goto(f"{base_url}en/pixies/calculators/")
    wait_for_result(page)
    focused = "(selector) => document.activeElement.matches(selector)"

    def press_on(selector, key, back=False):
        """Tab (or Shift+Tab) to the control, then press Enter or Space on it."""
        for _ in range(60):
            if page.evaluate(focused, selector):
                break
            page.keyboard.press("Shift+Tab" if back else "Tab")
        else:
            raise AssertionError(f"Tab never reached {selector}")
        page.keyboard.press(key)

    grid = '.calc-widget[data-widget="pixies-grid"]'
    # Slot 5: open it, say the card is validated, pick the blue 5.
    tab_until(page, f"() => document.activeElement.matches('{grid} .pixies-slot-button[data-slot=\"5\"]')")
    page.keyboard.press("Enter")
    press_on(f'{grid} .pixies-state-button[data-state="validated"]', "Space")
    press_on(f'{grid} .pixies-card-choice[data-card="blue-5-1"]', "Enter")
    # The editor moved on to slot 6 by itself, the focus with it: the blue 6, alone.
    page.wait_for_function("() => document.activeElement.matches('.pixies-editor-title')")
    assert "6" in page.evaluate("() => document.activeElement.textContent")
    press_on(f'{grid} .pixies-card-choice[data-card="blue-6-1"]', "Enter")
    # Back up to slot 8 and turn it face down.
    press_on(f'{grid} .pixies-slot-button[data-slot="8"]', "Enter", back=True)
    press_on(f'{grid} .pixies-state-button[data-state="back"]', "Space")
    # 5 validated (5) + the blue 6's spiral (1) + blue zone 5-6 (2 cards × 2 in round 1).
    page.wait_for_function("() => document.querySelector('.calc-total strong')?.dataset.total === '10'")
    states = page.eval_on_selector_all(f"{grid} .pixies-slot-button", "(els) => els.map((e) => e.dataset.state)")
    assert states == ["empty"] * 4 + ["validated", "lone", "empty", "back", "empty"]
    # Focus is always visible where it stands.
    outline = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"
