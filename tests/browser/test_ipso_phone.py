"""The IPSO widgets on a phone (390 × 844): every control a finger can hit (44 px at least),
result tables spaced apart, the result in view while entering. The language does not matter
here: English only. The tests share the suite's warm phone context."""

import pytest

from tests.browser.conftest import small_targets
from tests.browser.test_ipso_widgets import BROKEN_BOTTOM, TWENTY_SIX, fill_pyramid, wait_total

PHONE = {"width": 390, "height": 844}


@pytest.fixture
def page(phone_page, base_url):
    """The calculators page on the suite's phone, every widget showing its first answer."""
    phone_page.goto(f"{base_url}en/ipso/calculators/")
    for name in ("ipso-pyramid", "ipso-bonus", "ipso-sheet"):
        phone_page.locator(f'.calc-widget[data-widget="{name}"] .calc-result[data-state=ready]').wait_for()
    return phone_page


def open_everything(page):
    """A 4-round sheet with 3 players, a pyramid editor open, the bonus table unfolded."""
    sheet = page.locator('.calc-widget[data-widget="ipso-sheet"]')
    sheet.locator('[data-path="mode"] input[value="tournament"]').check()
    sheet.locator('[data-action="add-player"]').click()
    page.wait_for_selector("[data-widget=ipso-sheet]:not([data-settling])")
    sheet.get_by_role("button", name="Player 1, round 2: enter the pyramid").click()
    sheet.locator(".ipso-editor").wait_for()
    bonus = page.locator('.calc-widget[data-widget="ipso-bonus"]')
    fill_pyramid(bonus, BROKEN_BOTTOM)
    bonus.locator('[data-path="drawn.number"]').fill("80")
    bonus.locator('[data-path="drawn.colour"]').select_option("green")
    bonus.locator(".ipso-swaps tbody tr").first.wait_for(state="attached")
    bonus.locator(".ipso-swaps summary").click()


def test_every_control_is_a_44_px_touch_target(page):
    open_everything(page)
    assert small_targets(page, ".calc-widget[data-widget^=ipso]") == []


def test_result_tables_are_spaced_and_fit_the_phone(page):
    open_everything(page)
    sheet = page.locator('.calc-widget[data-widget="ipso-sheet"]')
    sheet.locator('[data-path="players.1.rounds.0.score"]').fill("21")
    page.wait_for_function("() => document.querySelectorAll('[data-widget=ipso-sheet] .ipso-player-total')[1]?.dataset.total === '21'")
    report = page.evaluate(
        """() => {
          const px = (el, side) => parseFloat(getComputedStyle(el)[`padding${side}`]);
          const tables = [...document.querySelectorAll('.calc-widget[data-widget^=ipso] table')];
          const cramped = [];
          for (const table of tables) {
            for (const row of table.rows) {
              const cells = [...row.cells];
              cells.forEach((cell, i) => {
                if (px(cell, 'Top') + px(cell, 'Bottom') < 12) cramped.push(`${table.className} row ${row.rowIndex}: ${cell.textContent.trim()} (vertical)`);
                const next = cells[i + 1];
                if (next && px(cell, 'Right') + px(next, 'Left') < 16) cramped.push(`${table.className} row ${row.rowIndex}: ${cell.textContent.trim()} | ${next.textContent.trim()}`);
              });
            }
          }
          return {tables: tables.length, cramped, pageWidth: document.scrollingElement.scrollWidth};
        }"""
    )
    assert report["tables"] == 2
    assert report["cramped"] == []
    assert report["pageWidth"] <= PHONE["width"], "a table makes the whole page scroll sideways"


def in_view(page, selector):
    return page.evaluate(
        """(selector) => [...document.querySelectorAll(selector)].some((el) => {
          const box = el.getBoundingClientRect();
          return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
        })""",
        selector,
    )


def test_the_pyramid_total_stays_in_view_while_entering(page):
    widget = page.locator('.calc-widget[data-widget="ipso-pyramid"]')
    fill_pyramid(widget, TWENTY_SIX)
    wait_total(page, "ipso-pyramid", 26)
    for path in ("rows.0.0.number", "rows.2.1.number"):
        widget.locator(f'[data-path="{path}"]').focus()
        widget.locator(f'[data-path="{path}"]').scroll_into_view_if_needed()
        assert in_view(page, f'[data-widget=ipso-pyramid] [data-path="{path}"]')
        assert in_view(page, '[data-widget=ipso-pyramid] [data-total="26"]'), path


def test_the_bonus_verdict_stays_in_view_while_entering(page):
    widget = page.locator('.calc-widget[data-widget="ipso-bonus"]')
    fill_pyramid(widget, BROKEN_BOTTOM)
    widget.locator('[data-path="drawn.number"]').fill("80")
    widget.locator('[data-path="drawn.colour"]').select_option("green")
    page.wait_for_function("() => document.querySelector('[data-widget=ipso-bonus] .calc-result [data-pays]')?.dataset.pays === 'true'")
    widget.locator('[data-path="rows.0.0.number"]').focus()
    assert in_view(page, '[data-widget=ipso-bonus] [data-pays="true"]')


def test_a_pyramid_on_the_sheet_shows_its_total_while_entering(page):
    widget = page.locator('.calc-widget[data-widget="ipso-sheet"]')
    widget.get_by_role("button", name="Player 1, round 1: enter the pyramid").click()
    fill_pyramid(widget, TWENTY_SIX, prefix="players.0.rounds.0.pyramid.rows")
    page.wait_for_function("() => document.querySelector('[data-widget=ipso-sheet] .ipso-editor-total')?.dataset.total === '26'")
    widget.locator('[data-path="players.0.rounds.0.pyramid.rows.0.0.number"]').focus()
    assert in_view(page, '[data-widget=ipso-sheet] .ipso-editor-total[data-total="26"]')
