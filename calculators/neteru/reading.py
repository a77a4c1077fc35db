"""Turning request JSON into cards, pyramids and players, with a located problem for every bad field.

A card is ``{"type": "guard", "number": 4}`` (Sphinx and Phoenix: ``{"type": "sphinx"}``).
A pyramid maps slots ``"1"``..``"9"`` to the visible card of that slot; a missing slot is empty.
Gods map floors ``"1"``..``"3"`` to one god each. A player is
``{"name", "pyramid", "gods", "pyramidions", "discard"}``.

Messages name where the problem is in words (``Ana, slot 4``) as well as by path
(``players.0.pyramid.4``), so readers take a ``where`` label already in the reader's language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from calculators.i18n import Term, render
from calculators.inputs import read_choice, read_int, read_list, read_object, read_text, reject_unknown_keys, short
from calculators.neteru.cards import (
    GODS,
    INHABITANT_CARDS,
    PYRAMIDIONS,
    PYRAMIDIONS_PER_PLAYER,
    TYPES,
    is_numbered,
    name_code,
)
from calculators.neteru.pyramid import FLOORS, SLOTS, Card, Pyramid
from calculators.neteru.spec import SPEC
from calculators.players import label, name_key, read_name, read_roster
from calculators.problems import Problems, join_path

CARD_FIELDS = ("type", "number")
PLAYER_FIELDS = ("name", "pyramid", "gods", "pyramidions", "discard", "covered")
# The most cards a pile can hide: every other inhabitant (a sanity bound, not a rule).
MAX_COVERED = 8


@dataclass(frozen=True)
class Player:
    """What the scoring needs of one player: the visible pyramid, gods by floor, pyramidions, discard pile.

    ``name`` is what answers call the player (the typed name, or "Player 2" when none was typed).
    ``pyramidions_missing`` counts the pyramidions not chosen yet (a sheet being filled in): the
    total then lacks their bonus and the ranking waits for them.
    """

    name: str
    pyramid: Pyramid
    gods: dict[int, str] = field(default_factory=dict)
    pyramidions: tuple[str, ...] = ()
    discard: tuple[Card, ...] = ()
    pyramidions_missing: int = 0
    # Cards under the visible one, by slot, top first: they never score (rules, "Les piles").
    covered: dict[int, tuple[Card, ...]] = field(default_factory=dict)


def type_term(kind: str) -> Term:
    return Term(name_code("type", kind))


def god_term(god: str) -> Term:
    return Term(name_code("god", god))


def pyramidion_term(pyramidion: str) -> Term:
    return Term(name_code("pyramidion", pyramidion))


def card_label(card: Card, lang: str) -> str:
    """``Guard 4`` or ``Sphinx`` in the reader's language."""
    if card.number is None:
        return render(name_code("type", card.type), lang)
    return render("neteru.card_numbered", lang, {"type": type_term(card.type), "number": card.number})


def at_slot(owner: str, slot: int, lang: str) -> str:
    return render("neteru.at_slot", lang, {"owner": owner, "slot": slot})


def read_card(value: Any, path: str, problems: Problems, where: str) -> Card | None:
    """One inhabitant; ``where`` names the place in words for the messages."""
    obj = read_object(value, path, problems)
    if obj is None:
        return None
    before = len(problems.errors)
    reject_unknown_keys(obj, CARD_FIELDS, path, problems)
    kind = read_choice(obj.get("type"), join_path(path, "type"), problems, TYPES)
    if kind is None:
        return None
    number = None
    raw_number = obj.get("number")
    if is_numbered(kind):
        if raw_number is None:
            problems.error(join_path(path, "number"), "neteru.number_required", at=where, type=type_term(kind))
        else:
            number = read_int(raw_number, join_path(path, "number"), problems, minimum=1, maximum=9)
    elif raw_number is not None:
        # Sphinx and Phoenix carry no number: they go on any slot.
        problems.error(join_path(path, "number"), "neteru.number_not_allowed", at=where, type=type_term(kind))
    if len(problems.errors) > before:
        return None
    return Card(kind, number)


def read_slot_key(key: Any, path: str, problems: Problems) -> int | None:
    text = short(str(key))
    if text not in {str(slot) for slot in SLOTS}:
        problems.error(join_path(path, text), "neteru.unknown_slot", value=text)
        return None
    return int(text)


def read_pyramid(value: Any, path: str, problems: Problems, owner: str, lang: str) -> Pyramid | None:
    """The visible cards by slot; every bad slot is reported, not only the first."""
    obj = read_object(value, path, problems)
    if obj is None:
        return None
    cards: dict[int, Card] = {}
    for key, raw in obj.items():
        slot = read_slot_key(key, path, problems)
        if slot is None or raw is None:
            continue
        card = read_card(raw, join_path(path, slot), problems, at_slot(owner, slot, lang))
        if card is not None:
            cards[slot] = card
    return Pyramid(cards)


def read_gods(value: Any, path: str, problems: Problems, owner: str) -> dict[int, str]:
    """One god at most beside each floor: ``{"1": "bastet", "3": "isis"}``."""
    if value is None:
        return {}
    obj = read_object(value, path, problems)
    if obj is None:
        return {}
    gods: dict[int, str] = {}
    for key, raw in obj.items():
        text = short(str(key))
        where = join_path(path, text)
        if text not in {str(floor) for floor in FLOORS}:
            problems.error(where, "neteru.unknown_floor", value=text)
            continue
        if raw is None:
            continue
        if isinstance(raw, list):
            # Only one god per floor, even if the floor is completed again (rules, "La faveur des Dieux").
            if len(raw) > 1:
                problems.error(where, "neteru.one_god_per_floor", owner=owner, floor=int(text))
                continue
            if not raw:
                continue
            raw = raw[0]
        god = read_choice(raw, where, problems, GODS)
        if god is not None:
            gods[int(text)] = god
    return gods


def read_pyramidions(value: Any, path: str, problems: Problems, owner: str) -> tuple[str, ...] | None:
    """Two different pyramidions; one not chosen yet is left out (``null``, or a shorter list)."""
    if value is None:
        return ()
    if isinstance(value, list) and len(value) > PYRAMIDIONS_PER_PLAYER:
        problems.error(path, "neteru.pyramidion_count", owner=owner, count=len(value))
        return None
    items = read_list(value, path, problems, max_items=PYRAMIDIONS_PER_PLAYER)
    if items is None:
        return None
    chosen: list[str] = []
    ok = True
    for index, raw in enumerate(items):
        if raw is None:
            continue
        pyramidion = read_choice(raw, join_path(path, index), problems, PYRAMIDIONS)
        if pyramidion is None:
            ok = False
        elif pyramidion in chosen:
            problems.error(join_path(path, index), "neteru.same_pyramidion_twice", owner=owner, pyramidion=pyramidion_term(pyramidion))
            ok = False
        else:
            chosen.append(pyramidion)
    return tuple(chosen) if ok else None


def read_discard(value: Any, path: str, problems: Problems, owner: str, lang: str) -> tuple[Card, ...] | None:
    if value is None:
        return ()
    items = read_list(value, path, problems, max_items=INHABITANT_CARDS)
    if items is None:
        return None
    cards = []
    where = render("neteru.in_discard_of", lang, {"owner": owner})
    for index, raw in enumerate(items):
        card = read_card(raw, join_path(path, index), problems, where)
        if card is not None:
            cards.append(card)
    return tuple(cards)


def read_covered(value: Any, path: str, problems: Problems, owner: str, lang: str) -> dict[int, tuple[Card, ...]]:
    """The cards under each pile's visible card, by slot, top first: ``{"4": [card, ...]}``."""
    if value is None:
        return {}
    obj = read_object(value, path, problems)
    if obj is None:
        return {}
    covered: dict[int, tuple[Card, ...]] = {}
    for key, raw in obj.items():
        slot = read_slot_key(key, path, problems)
        items = None if slot is None else read_list(raw, join_path(path, slot), problems, max_items=MAX_COVERED)
        if items:
            cards = [read_card(item, join_path(path, slot, index), problems, at_slot(owner, slot, lang)) for index, item in enumerate(items)]
            covered[slot] = tuple(card for card in cards if card is not None)
    return covered


def read_player(obj: dict, path: str, problems: Problems, owner: str, lang: str) -> Player:
    """A player's cards, gods and pyramidions, kept even when some fields are wrong (bad cards left
    out), so that the table checks can still report every other problem at once; the recorded
    errors stop the action anyway. ``owner`` is what messages call the player."""
    reject_unknown_keys(obj, PLAYER_FIELDS, path, problems)
    raw_pyramid = obj.get("pyramid")
    pyramid = None if raw_pyramid is None else read_pyramid(raw_pyramid, join_path(path, "pyramid"), problems, owner, lang)
    gods = read_gods(obj.get("gods"), join_path(path, "gods"), problems, owner)
    pyramidions = read_pyramidions(obj.get("pyramidions"), join_path(path, "pyramidions"), problems, owner)
    discard = read_discard(obj.get("discard"), join_path(path, "discard"), problems, owner, lang)
    covered = read_covered(obj.get("covered"), join_path(path, "covered"), problems, owner, lang)
    chosen = pyramidions or ()
    return Player(owner, pyramid or Pyramid(), gods, chosen, discard or (), PYRAMIDIONS_PER_PLAYER - len(chosen), covered)


def _typed_name(item: Any) -> str:
    """The name a player object holds, if it is a readable one ("" otherwise); its problems are the roster's."""
    if not isinstance(item, dict):
        return ""
    return read_name(item.get("name"), "", Problems(), allow_default=True) or ""


def read_players(value: Any, path: str, problems: Problems, lang: str) -> list[Player | None] | None:
    """Two to four players, by position, named the way every game names players
    (``calculators/players.py``: a player left unnamed is "Player 2"). Each is read even when
    another one is wrong, so every problem shows at once; one that is not even an object is None."""
    roster = read_roster(value, path, problems, SPEC, lang, name_field="name", allow_default=True)
    if not isinstance(value, list) or len(value) > SPEC.players.max + 1:
        return None
    players: list[Player | None] = []
    for index, item in enumerate(value):
        if not isinstance(item, dict):
            players.append(None)  # reported by the roster
            continue
        name = roster.names[index] if roster is not None else _typed_name(item)
        players.append(read_player(item, join_path(path, index), problems, label(name, index, lang), lang))
    return players


def read_player_ref(value: Any, path: str, names: list[str], lang: str, problems: Problems) -> int | None:
    """A player of the table, by index (0 first) or by the name the answers give them ("Player 2"
    for an unnamed one), compared as names are."""
    if isinstance(value, int) and not isinstance(value, bool):
        return read_int(value, path, problems, minimum=0, maximum=max(len(names) - 1, 0))
    text = read_text(value, path, problems)
    if text is None:
        return None
    wanted = name_key(" ".join(text.split()), lang)
    found = next((index for index, name in enumerate(names) if name_key(name, lang) == wanted), None)
    if found is None:
        problems.error(path, "neteru.unknown_player", value=short(text), players=names)
    return found
