"""The widgets speak the page's language once they show a live result (issue 10, item 6).

Each game's calculators page is opened in each language; once every widget shows an answer
from Python, the widget area's visible text (what is rendered, plus tooltips, accessible
names and placeholders) goes through tests/language_check.py: no function word of another
language, no theme phrase of another language.

``widget_language_problems(page, lang)`` is the same check for any widget state a test
reaches (after typing, after an error...): other browser tests may call it.
"""

from __future__ import annotations

import pytest

from calculators.i18n import DEFAULT_LANGUAGE, LANGUAGES
from calculators.registry import GAMES
from tests.browser.conftest import PYTHON_TIMEOUT_MS
from tests.language_check import chrome_phrases, foreign_hits

PREFIX = {lang: "" if lang == DEFAULT_LANGUAGE else f"{lang}/" for lang in LANGUAGES}

# The visible text of an element: what is rendered (innerText follows CSS) and what a screen
# reader or a tooltip says.
VISIBLE_TEXT = """(root) => {
  const parts = [root.innerText];
  for (const el of root.querySelectorAll("*")) {
    if (el.closest("[hidden]")) continue;
    for (const name of ["title", "aria-label", "placeholder", "alt"]) {
      const value = el.getAttribute(name);
      if (value) parts.push(value);
    }
  }
  return parts.join("\\n");
}"""


def widget_language_problems(page, lang: str, selector: str = ".calc-widget") -> list[str]:
    """Words of another language in the visible text of each widget on ``page`` (empty when none)."""
    problems = []
    widgets = page.locator(selector)
    for index in range(widgets.count()):
        widget = widgets.nth(index)
        name = widget.get_attribute("data-widget") or selector
        text = widget.evaluate(VISIBLE_TEXT)
        problems += [f"{name}: {word!r} ({owner}) in …{context}…" for word, owner, context in foreign_hits(text, lang)]
        problems += [f"{name}: interface phrase {phrase!r}" for phrase in chrome_phrases(text, lang)]
    return problems


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_every_widget_speaks_the_page_language(page, base_url, game, lang):
    page.goto(f"{base_url}{PREFIX[lang]}{game}/calculators/")
    widgets = page.locator(".calc-widget")
    assert widgets.count() >= 1
    for index in range(widgets.count()):
        widgets.nth(index).locator(".calc-result[data-state=ready]").first.wait_for(timeout=PYTHON_TIMEOUT_MS)
    assert page.locator("html").get_attribute("lang") == lang
    problems = widget_language_problems(page, lang)
    assert problems == [], f"{game} calculators in {lang}:\n" + "\n".join(problems)
    # The check sees a sentence of another language put into a widget.
    other = {"fr": "The result is ready for you.", "en": "Le résultat est prêt pour vous.", "tr": "Le résultat est prêt pour vous."}[lang]
    widgets.first.evaluate("(w, text) => w.append(Object.assign(document.createElement('p'), {textContent: text}))", other)
    assert widget_language_problems(page, lang) != []
