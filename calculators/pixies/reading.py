"""Turning request JSON into cards and grids, with a located problem for every bad field.

A card is a card id from the list (``"blue-1-1"``) or its features
(``{"number": 5, "colours": ["blue"], "spirals": 0, "crosses": 1, "spiral_per_colour": null}``).
A grid maps slot numbers ``"1"``..``"9"`` to ``{"card": C}``, ``{"card": C, "validated": true}``
or ``{"back": true}``; a missing slot is empty. A face-down card may name what it hides with
``"card_under": C`` (``{"back": true, "card_under": C}``, ``{"card": C, "validated": true,
"card_under": C}``): optional, used by the checks and the placement engine, never scored.
"""

from __future__ import annotations

from typing import Any

from calculators.inputs import (
    read_bool,
    read_choice,
    read_int,
    read_list,
    read_object,
    reject_unknown_keys,
    short,
)
from calculators.pixies.cards import BY_ID, COLOURS, Card
from calculators.pixies.grid import SLOTS, Grid, Slot
from calculators.pixies.spec import SPEC
from calculators.problems import Problems, join_path

ROUNDS = SPEC.limits["rounds"]
FEATURES = SPEC.limits["card_features"]

CARD_FIELDS = ("number", "colours", "spirals", "crosses", "spiral_per_colour")
SLOT_FIELDS = ("card", "validated", "back", "card_under")


def read_card(value: Any, path: str, problems: Problems) -> Card | None:
    if isinstance(value, str):
        card = BY_ID.get(value)
        if card is None:
            problems.error(path, "pixies.unknown_card", value=short(value))
        return card
    obj = read_object(value, path, problems)
    if obj is None:
        return None
    before = len(problems.errors)
    reject_unknown_keys(obj, CARD_FIELDS, path, problems)
    number = read_int(obj.get("number"), join_path(path, "number"), problems, minimum=min(SLOTS), maximum=max(SLOTS))
    colours = _read_colours(obj.get("colours"), join_path(path, "colours"), problems)
    spirals = _read_feature(obj, "spirals", path, problems)
    crosses = _read_feature(obj, "crosses", path, problems)
    per_colour = obj.get("spiral_per_colour")
    if per_colour is not None:
        per_colour = read_choice(per_colour, join_path(path, "spiral_per_colour"), problems, COLOURS)
    if len(problems.errors) > before:
        return None
    return Card(number=number, colours=colours, spirals=spirals, crosses=crosses, spiral_per_colour=per_colour)


def _read_feature(obj: dict, name: str, path: str, problems: Problems) -> int | None:
    limits = FEATURES[name]
    return read_int(obj.get(name), join_path(path, name), problems, minimum=limits["min"], maximum=limits["max"], default=0)


def _read_colours(value: Any, path: str, problems: Problems) -> tuple[str, ...] | None:
    items = read_list(value, path, problems, max_items=len(COLOURS))
    if items is None:
        return None
    if not items:
        problems.error(path, "pixies.no_colour")
        return None
    colours = []
    for index, item in enumerate(items):
        colour = read_choice(item, join_path(path, index), problems, COLOURS)
        if colour is not None and colour not in colours:
            colours.append(colour)
    if len(colours) not in (1, len(COLOURS)):
        problems.error(path, "pixies.colour_count")
        return None
    return tuple(c for c in COLOURS if c in colours)


def read_slot(value: Any, path: str, problems: Problems) -> Slot | None:
    obj = read_object(value, path, problems)
    if obj is None:
        return None
    if not obj:
        return Slot()
    before = len(problems.errors)
    reject_unknown_keys(obj, SLOT_FIELDS, path, problems)
    back = read_bool(obj.get("back"), join_path(path, "back"), problems)
    validated = read_bool(obj.get("validated"), join_path(path, "validated"), problems)
    has_card = obj.get("card") is not None
    card = read_card(obj["card"], join_path(path, "card"), problems) if has_card else None
    has_under = obj.get("card_under") is not None
    under = read_card(obj["card_under"], join_path(path, "card_under"), problems) if has_under else None
    if len(problems.errors) > before:
        return None
    if back and has_card:
        problems.error(path, "pixies.back_and_card")
        return None
    if validated and not has_card:
        problems.error(path, "pixies.validated_without_card")
        return None
    if has_under and not (back or validated):
        # A hidden card is either a lone back or the card under a validated one.
        problems.error(join_path(path, "card_under"), "pixies.under_needs_back")
        return None
    if back:
        return Slot(face=None, backs=1, under=under)
    if card is None:
        return Slot()
    return Slot(face=card, backs=1 if validated else 0, under=under if validated else None)


def read_grid(value: Any, path: str, problems: Problems) -> Grid | None:
    """The grid, or None when ``value`` is not an object; every bad slot is reported, not just the first."""
    obj = read_object(value, path, problems)
    if obj is None:
        return None
    slots = {number: Slot() for number in SLOTS}
    for key, raw in obj.items():
        key_text = short(str(key))
        if key_text not in {str(n) for n in SLOTS}:
            problems.error(join_path(path, key_text), "pixies.unknown_slot", value=key_text)
            continue
        if raw is None:
            continue
        slot = read_slot(raw, join_path(path, key_text), problems)
        if slot is not None:
            slots[int(key_text)] = slot
    # Slots that could not be read stay empty here; the errors recorded for them stop the action.
    return Grid(slots)


def read_round(value: Any, path: str, problems: Problems) -> int | None:
    return read_int(value, path, problems, minimum=1, maximum=ROUNDS)
