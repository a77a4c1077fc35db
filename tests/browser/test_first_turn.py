"""A game's first moves taught by doing, in a real browser, for every game whose teach page has the
widget ``<game>-first-turn`` (docs/assets/js/first-turn.js, calculators/first_turn.py).

- By keyboard alone, the reader steps through the whole story and back: each step shows the words
  Python answers for it, the last step disables "next" and hands the focus to "previous".
- "Why?" is a disclosure (aria-expanded) that shows the rules' explanation of the step.
- A try gets the rules' verdict, in words (✓/✗ written out), the choice pressed (aria-pressed).
- On a phone, every control is a 44-px target and nothing spills out of the page.
Every test also fails on a script error, a request to another host or words of another language
(tests/browser/conftest.py).
"""

from __future__ import annotations

import pytest

from calculators.api import handle
from calculators.registry import GAMES, spec
from tests.browser.conftest import PYTHON_TIMEOUT_MS, small_targets, wait_until
from tests.site_pages import LANGS, path

TEACHING = [game for game in GAMES if f"{game}-first-turn" in spec(game).widgets]
# The whole story is walked once per game, each game in another language (the words of every
# step in every language are checked in tests/test_first_turn.py).
WALKS = [(game, list(LANGS)[index % len(LANGS)]) for index, game in enumerate(TEACHING)]


def ask(game: str, lang: str, data: dict) -> dict:
    return handle({"game": game, "action": "first_turn", "lang": lang, "data": data})


def open_widget(page, base_url, game: str, lang: str):
    page.goto(f"{base_url}{path(lang, game, 'teach')}")
    widget = page.locator(f'.calc-widget[data-widget="{game}-first-turn"]')
    widget.scroll_into_view_if_needed()  # mounted as it comes into view
    widget.locator(".ft-step[data-state=ready]").wait_for(timeout=PYTHON_TIMEOUT_MS)
    return widget


def at_step(widget, step: int) -> None:
    """Wait until the widget shows ``step`` and takes taps again (a tap settles for a moment)."""
    wait_until(widget.page, "([el, n]) => el.querySelector('.ft-step').dataset.step === String(n) && !el.dataset.settling", [widget.element_handle(), step])


def first_asking(game: str) -> int:
    return next(step for step in range(ask(game, "en", {"step": 0})["steps"]) if ask(game, "en", {"step": step})["question"])


@pytest.mark.parametrize("game,lang", WALKS)
def test_the_whole_story_steps_forward_and_back_by_keyboard(page, base_url, game, lang):
    widget = open_widget(page, base_url, game, lang)
    count = ask(game, lang, {"step": 0})["steps"]
    assert widget.locator(".ft-prev").is_disabled()
    widget.locator(".ft-next").focus()
    for step in range(1, count):
        page.keyboard.press("Enter")
        at_step(widget, step)
        answer = ask(game, lang, {"step": step})
        assert widget.locator(".ft-title").inner_text() == answer["title"]
        assert widget.locator(".ft-say").inner_text() == answer["say"]
        assert widget.locator(".ft-cell").count() == sum(len(row) for group in answer["board"]["groups"] for row in group["rows"])
    assert widget.locator(".ft-next").is_disabled()
    assert page.evaluate("() => document.activeElement.classList.contains('ft-prev')")
    page.keyboard.press("Enter")
    at_step(widget, count - 2)
    assert widget.locator(".ft-title").inner_text() == ask(game, lang, {"step": count - 2})["title"]


@pytest.mark.parametrize("lang", list(LANGS))
@pytest.mark.parametrize("game", TEACHING)
def test_why_shows_the_rules_explanation_and_a_try_gets_the_rules_verdict(page, base_url, game, lang):
    widget = open_widget(page, base_url, game, lang)
    step = first_asking(game)
    for n in range(1, step + 1):
        widget.locator(".ft-next").click()
        at_step(widget, n)
    answer = ask(game, lang, {"step": step})
    why = widget.locator(".ft-why-toggle")
    assert why.get_attribute("aria-expanded") == "false" and widget.locator(".ft-why").is_hidden()
    why.click()
    assert why.get_attribute("aria-expanded") == "true"
    assert widget.locator(".ft-why li").all_inner_texts() == answer["why"]
    # A choice the rules refuse when the step has one, else the first.
    verdicts = {choice["value"]: ask(game, lang, {"step": step, "try": choice["value"]})["verdict"] for choice in answer["question"]["choices"]}
    value = next((value for value, verdict in verdicts.items() if not verdict["ok"]), next(iter(verdicts)))
    assert widget.locator(".ft-try legend").inner_text() == answer["question"]["prompt"]
    choice = widget.locator(f'.ft-choice[data-value="{value}"]')
    choice.click()
    widget.locator(".ft-verdict[data-state=ready]").wait_for()
    assert choice.get_attribute("aria-pressed") == "true"
    assert widget.locator(".ft-verdict-lines li").all_inner_texts() == verdicts[value]["lines"]
    assert widget.locator(".ft-verdict").inner_text().startswith("✓" if verdicts[value]["ok"] else "✗")


@pytest.mark.parametrize("game", TEACHING)
def test_on_a_phone_every_control_is_a_touch_target_and_the_page_keeps_its_width(phone_page, base_url, game):
    widget = open_widget(phone_page, base_url, game, "fr")
    step = first_asking(game)
    for n in range(1, step + 1):
        widget.locator(".ft-next").click()
        at_step(widget, n)
    assert small_targets(widget) == []
    assert phone_page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
