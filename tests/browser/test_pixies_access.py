"""The Pixies widgets on a 412 px phone and by keyboard alone: labels, no overflow, visible focus, keys work."""

import pytest

from tests.browser.conftest import wait_for_widgets

LANG_PREFIX = {"fr": "", "en": "en/", "tr": "tr/"}

AUDIT = """() => {
  const problems = [];
  for (const widget of document.querySelectorAll('.calc-widget[data-widget^="pixies-"]')) {
    const box = widget.getBoundingClientRect();
    for (const el of widget.querySelectorAll('*')) {
      if (el.closest('.pixies-table-scroll')) continue;  // wide tables scroll inside their own box
      const r = el.getBoundingClientRect();
      if (r.width && r.right > box.right + 1) problems.push(`${widget.dataset.widget}: ${el.tagName}.${el.className} sticks out`);
    }
    for (const control of widget.querySelectorAll('input, select, button')) {
      const named = control.getAttribute('aria-label') || (control.id && document.querySelector(`label[for="${control.id}"]`))
        || control.closest('label') || (control.tagName === 'BUTTON' && control.textContent.trim());
      if (!named) problems.push(`${widget.dataset.widget}: unlabelled ${control.outerHTML.slice(0, 80)}`);
    }
    if (!widget.querySelector('[aria-live]')) problems.push(`${widget.dataset.widget}: no live region`);
  }
  return {width: document.documentElement.scrollWidth, problems};
}"""


@pytest.mark.parametrize("lang,path", [("tr", "pixies/calculators/"), ("fr", "pixies/"), ("en", "pixies/cards/")])
def test_every_control_is_labelled_and_nothing_overflows_a_phone(page, base_url, lang, path):
    page.goto(f"{base_url}{LANG_PREFIX[lang]}{path}")
    wait_for_widgets(page)
    audit = page.evaluate(AUDIT)
    assert audit == {"width": 412, "problems": []}


def test_the_turn_helper_and_the_trainer_work_by_keyboard_alone(page, base_url):
    page.goto(f"{base_url}en/pixies/calculators/")
    wait_for_widgets(page)
    turn = page.locator('.calc-widget[data-widget="pixies-turn"]')
    first = turn.locator(".pixies-pick").first
    first.focus()
    # Focus is visible: an outline is drawn around the focused button.
    outline = first.evaluate("(el) => getComputedStyle(el).outlineStyle")
    assert outline not in ("", "none")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('.pixies-headline')?.dataset.next === 'Player 2'")
    page.keyboard.press("Tab")
    page.keyboard.press("Space")
    page.wait_for_function("() => document.querySelector('.pixies-headline')?.dataset.next === 'Player 3'")
    trainer = page.locator('.calc-widget[data-widget="pixies-trainer"]')
    trainer.locator(".pixies-step-nav button").nth(1).focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('.pixies-grid-view .pixies-cell[data-slot=\"5\"]').dataset.state === 'lone'")
    # The score sheet takes a score typed from the keyboard.
    sheet = page.locator('.calc-widget[data-widget="pixies-sheet"]')
    sheet.locator('input[data-path="players.0.rounds.0"]').focus()
    page.keyboard.type("17")
    page.wait_for_function("() => document.querySelector('.pixies-sheet-total')?.textContent === '17'")
