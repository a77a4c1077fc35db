"""Printing: each game's one-page summary fits one A4 page; printed pages carry no navigation
and no widget chrome (buttons), only the content and the answers."""

import re

import pytest

from tests.browser.conftest import wait_for_result
from calculators import registry

GAMES = registry.GAMES
PREFIX = {"fr": "", "en": "en/", "tr": "tr/"}


def pdf_pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page(?![a-z])", pdf))


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
@pytest.mark.parametrize("game", GAMES)
def test_summary_prints_on_one_a4_page(page, base_url, game, lang):
    page.goto(f"{base_url}{PREFIX[lang]}{game}/summary/")
    pdf = page.pdf(format="A4", print_background=True)
    assert pdf_pages(pdf) == 1


@pytest.mark.parametrize("game", GAMES)
def test_printed_calculator_page_has_no_navigation_or_buttons(page, base_url, game):
    page.goto(f"{base_url}en/{game}/calculators/")
    wait_for_result(page)
    page.emulate_media(media="print")
    for selector in (".md-header", ".md-sidebar--primary", ".md-footer", ".calc-widget button"):
        for element in page.locator(selector).all():
            assert not element.is_visible(), selector
    assert page.locator("h1").first.is_visible()
    # The answers stay on paper: the first result each widget showed is printed.
    assert page.locator(".calc-widget [data-state=ready]").first.is_visible()
