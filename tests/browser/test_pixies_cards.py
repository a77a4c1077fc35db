"""The card list filter in a real browser: counts by number, colour and symbol, against the card list itself."""

import json
from pathlib import Path

import pytest

from hooks.strings import text

LANG_PREFIX = {"fr": "", "en": "en/", "tr": "tr/"}
CARDS = json.loads((Path(__file__).resolve().parents[2] / "calculators" / "pixies" / "cards.json").read_text(encoding="utf-8"))


def open_cards(page, base_url, lang):
    page.goto(f"{base_url}{LANG_PREFIX[lang]}pixies/cards/")
    widget = page.locator('.calc-widget[data-widget="pixies-cards"]')
    widget.scroll_into_view_if_needed()  # mounted as it comes into view
    widget.locator(".pixies-cards-result[data-state=ready]").wait_for()
    return widget


def shown_count(widget):
    return int(widget.locator(".pixies-card-count strong").get_attribute("data-count"))


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_the_filter_shows_twelve_fives(page, base_url, lang):
    widget = open_cards(page, base_url, lang)
    assert shown_count(widget) == 70
    widget.locator('select[data-filter="number"]').select_option("5")
    assert shown_count(widget) == 12
    assert widget.locator(".pixies-card-count").inner_text() == text("pixies.cards.matching", lang).format(n=12, total=70)
    assert widget.locator(".pixies-card-list tbody tr").count() == 12
    assert widget.locator('.pixies-number-counts tr[data-number="5"] td').all_inner_texts() == ["12", "12"]
    assert widget.locator('.pixies-number-counts tr[data-number="4"] td').all_inner_texts() == ["0", "10"]


def test_colour_and_symbol_filters_combine(page, base_url):
    widget = open_cards(page, base_url, "en")
    cards = CARDS["cards"] if isinstance(CARDS, dict) else CARDS
    widget.locator('select[data-filter="symbol"]').select_option("per_colour")
    assert shown_count(widget) == 8
    widget.locator('select[data-filter="colour"]').select_option("blue")
    ids = widget.locator(".pixies-card-list tbody tr").evaluate_all("(rows) => rows.map((row) => row.dataset.card)")
    assert sorted(ids) == ["blue-4-2", "blue-5-3"]
    widget.locator('select[data-filter="colour"]').select_option("")
    widget.locator('select[data-filter="symbol"]').select_option("multi")
    assert shown_count(widget) == 6
    widget.locator('select[data-filter="symbol"]').select_option("crosses")
    assert shown_count(widget) == sum(1 for card in cards if card.get("crosses"))
    # Colour is named in words with its symbol, never by colour alone.
    assert widget.locator(".pixies-card-list tbody tr td").nth(1).inner_text().split(" ")[1] in {"blue", "green", "yellow", "red", "multicolour"}
