"""What the Pixies widgets know before Python has started (``GameSpec.widget_data``).

Everything here is read from the same constants the rules use, so a widget never restates a
game fact: the colours and the key of a multicolour card, the 70 cards with what each shows,
the cards each slot can hold face up (a face-up card lies on the slot of its own number),
the copies per number and the steps of the rules' placement walk-through.
"""

from __future__ import annotations

from calculators.pixies.cards import CARDS, COLOUR_KEYS, COLOURS, COPIES_PER_NUMBER, MULTICOLOUR
from calculators.pixies.grid import SLOTS
from calculators.pixies.placement import walkthrough_steps


def widget_data() -> dict:
    return {
        "colours": list(COLOURS),
        "colour_keys": list(COLOUR_KEYS),
        "multicolour": {"key": MULTICOLOUR, "colours": list(COLOURS)},
        "cards": [{**card.to_json(), "colour": card.colour_key} for card in CARDS],
        "slot_cards": {str(n): [card.id for card in CARDS if card.number == n] for n in SLOTS},
        "copies_per_number": {str(n): count for n, count in COPIES_PER_NUMBER.items()},
        "walkthrough": walkthrough_steps(),
    }
