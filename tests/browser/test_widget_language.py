"""The widgets speak the page's language once they show a live result (issue 10, item 6).

Once every widget shows an answer from Python, the widget area's visible text (what is
rendered, plus tooltips, accessible names and placeholders) goes through
tests/language_check.py: no function word of another language, no theme phrase of another
language. ``widget_language_problems(page, lang)`` (tests/browser/conftest.py) is that check:
tests/browser/test_pages.py runs it on every page with widgets, in each language, and the
suite's page fixtures run it on the state every test leaves its widgets in. Here: the check
sees a sentence of another language when one is there.
"""

from __future__ import annotations

import pytest

from calculators.i18n import LANGUAGES
from tests.browser.conftest import wait_for_widgets, widget_language_problems
from tests.site_pages import games_with, path

GAME = games_with("calculators")[0]
OTHER = {"fr": "The result is ready for you.", "en": "Le résultat est prêt pour vous.", "tr": "Le résultat est prêt pour vous."}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_check_sees_a_sentence_of_another_language_in_a_widget(page, base_url, lang):
    page.goto(f"{base_url}{path(lang, GAME, 'calculators')}")
    widgets = wait_for_widgets(page, ".calc-result[data-state=ready]")
    assert page.locator("html").get_attribute("lang") == lang
    assert widget_language_problems(page, lang) == []
    widgets.first.evaluate("(w, text) => w.append(Object.assign(document.createElement('p'), {id: 'planted', textContent: text}))", OTHER[lang])
    assert widget_language_problems(page, lang) != []
    page.evaluate("() => document.getElementById('planted').remove()")  # the page fixture checks again
