"""Build-time data a widget needs before Python has started (so its form can be drawn at once).

The data comes from the calculators package itself, so the page and the rules never disagree.
"""

from __future__ import annotations

from typing import Any, Callable


def _pixies_cards() -> dict[str, Any]:
    from calculators.pixies.cards import CARDS, COLOURS, COPIES_PER_NUMBER

    return {
        "colours": list(COLOURS),
        "cards": [card.to_json() for card in CARDS],
        "copies_per_number": {str(n): count for n, count in COPIES_PER_NUMBER.items()},
    }


PROVIDERS: dict[str, Callable[[], Any]] = {
    "pixies-grid": _pixies_cards,
    "pixies-cards": _pixies_cards,
    "pixies-trainer": _pixies_cards,
}


def for_widgets(names: set[str]) -> dict[str, Any]:
    return {name: PROVIDERS[name]() for name in sorted(names) if name in PROVIDERS}
