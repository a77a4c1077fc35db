"""The widgets speak the page's language once they show a live result (issue 10, item 6).

Each game's calculators page is opened in each language; once every widget shows an answer
from Python, the widget area's visible text (what is rendered, plus tooltips, accessible
names and placeholders) goes through tests/language_check.py: no function word of another
language, no theme phrase of another language.

``widget_language_problems(page, lang)`` (tests/browser/conftest.py) is the same check; the
suite's page fixtures run it on the state every test leaves its widgets in.
"""

from __future__ import annotations

import pytest

from calculators.i18n import DEFAULT_LANGUAGE, LANGUAGES
from calculators.registry import GAMES
from tests.browser.conftest import wait_for_widgets, widget_language_problems

PREFIX = {lang: "" if lang == DEFAULT_LANGUAGE else f"{lang}/" for lang in LANGUAGES}

@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_every_widget_speaks_the_page_language(page, base_url, game, lang):
    page.goto(f"{base_url}{PREFIX[lang]}{game}/calculators/")
    widgets = wait_for_widgets(page, ".calc-result[data-state=ready]")
    assert widgets.count() >= 1
    assert page.locator("html").get_attribute("lang") == lang
    problems = widget_language_problems(page, lang)
    assert problems == [], f"{game} calculators in {lang}:\n" + "\n".join(problems)
    # The check sees a sentence of another language put into a widget.
    other = {"fr": "The result is ready for you.", "en": "Le résultat est prêt pour vous.", "tr": "Le résultat est prêt pour vous."}[lang]
    widgets.first.evaluate("(w, text) => w.append(Object.assign(document.createElement('p'), {id: 'planted', textContent: text}))", other)
    assert widget_language_problems(page, lang) != []
    page.evaluate("() => document.getElementById('planted').remove()")  # the page fixture checks again
