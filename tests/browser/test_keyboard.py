"""Widgets work with the keyboard alone: Tab to move, arrows to choose, no mouse at all."""

from tests.browser.conftest import wait_for_result


def tab_until(page, predicate_js: str, limit: int = 400):
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate(predicate_js):
            return
    raise AssertionError(f"Tab never reached: {predicate_js}")


def choose_with_arrows(page, value: str):
    """Move the focused <select> to the option `value` with arrow keys only."""
    options = page.evaluate("() => [...document.activeElement.options].map(o => o.value)")
    current = page.evaluate("() => document.activeElement.selectedIndex")
    target = options.index(value)
    key = "ArrowDown" if target > current else "ArrowUp"
    for _ in range(abs(target - current)):
        page.keyboard.press(key)


def test_pixies_grid_filled_without_the_mouse(page, base_url):
    page.goto(f"{base_url}en/pixies/calculators/")
    wait_for_result(page)
    wanted = {5: ("validated", "blue-5-1"), 6: ("lone", "blue-6-1"), 8: ("back", None)}
    for slot, (state, card) in wanted.items():
        tab_until(page, f"() => document.activeElement.closest('fieldset[data-path=\"grid.{slot}\"]') !== null && document.activeElement.tagName === 'SELECT'")
        choose_with_arrows(page, state)
        if card:
            tab_until(page, f"() => document.activeElement.matches('select[data-path=\"grid.{slot}.card\"]')", limit=5)
            choose_with_arrows(page, card)
    # 5 validated (5) + the blue 6's spiral (1) + blue zone 5-6 (2 cards × 2 in round 1).
    page.wait_for_function("() => document.querySelector('.calc-total strong')?.dataset.total === '10'")
    # Focus is always visible where it stands.
    outline = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"
