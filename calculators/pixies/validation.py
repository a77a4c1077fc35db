"""Checks that a grid could come out of a real game; every problem is recorded, not just the first.

Errors (rules "Choisir et placer" and "Le matériel" of the French rules):

- a face-up card away from its own number's slot (slots are fixed: a face-up 5 is always
  on slot 5);
- the same card of the list twice, counting face-up cards and the hidden cards the player
  named with ``card_under`` (a card typed by its features counts as the one base-game card
  showing them);
- more cards of one number than the game has (``cards.COPIES_PER_NUMBER``);
- a known hidden card that no placement could have put there: a card goes face down away
  from its own slot only once its number is validated, and validated cards never move, so a
  hidden 5 on slot 6 needs a validated 5 on slot 5;
- face-down cards with nothing validated: every face-down card was placed by one of two moves
  (the second copy of a lone face-up number, which validates it; or a card whose number is
  already validated, alone on an empty slot), so a lone back means some number was validated
  before it (``pixies.back_needs_validated``);
- hidden cards with no order in which they could have been placed: a validated card that
  covers a back hiding another number came after that number was validated, so two such cards
  cannot wait on each other (``pixies.hidden_no_order``). See ``placement_order``;
- once all of these pass, the grid as a whole: the face-down cards nobody named need copies of
  the validated numbers that the deck still holds (``pixies.backs_need_copies``), some
  validated number must have come first as a pair (``pixies.no_first_pair``), and a full grid
  keeps the card that filled it alone on its slot (``pixies.full_all_validated``). ``history``
  decides these by building a legal sequence of play that ends on the grid (a witness): a grid
  is accepted exactly when one exists.

Warnings: a card typed by hand whose features match no base-game card (house rules and
damaged decks can still be scored).
"""

from __future__ import annotations

from dataclasses import dataclass

from calculators.pixies.cards import COPIES_PER_NUMBER, Card, card_params, identity, matches_base_game
from calculators.pixies.grid import SLOTS, Grid
from calculators.pixies.history import Impossible, account
from calculators.problems import Problems, join_path


@dataclass(frozen=True)
class Known:
    """A card whose identity is known: where it lies (``hidden`` for a face-down card) and its field path."""

    slot: int
    hidden: bool
    card: Card
    path: str


@dataclass(frozen=True)
class Finding:
    """A count the deck cannot allow. ``kind`` is ``same_card`` (with ``other``: the first copy)
    or ``too_many_copies`` (``known`` is the card over the limit)."""

    kind: str
    known: Known
    other: Known | None = None


def known_cards(grid: Grid, path: str) -> list[Known]:
    """Every card of the grid whose identity is known, slot by slot, face before the card under it."""
    found = []
    for number in SLOTS:
        slot = grid[number]
        where = join_path(path, number)
        if slot.face is not None:
            found.append(Known(number, False, slot.face, where))
        if slot.backs and slot.under is not None:
            found.append(Known(number, True, slot.under, join_path(where, "card_under")))
    return found


def inventory_findings(cards: list[Known]) -> list[Finding]:
    """What the deck forbids in this list of cards: a card met twice, a number over its copy count.

    Pure: the caller decides how to word each finding (grid check or drawn card).
    """
    findings: list[Finding] = []
    first: dict[str, Known] = {}
    counts: dict[int, int] = {}
    for known in cards:
        key = identity(known.card)
        if key is not None:
            if key in first:
                findings.append(Finding("same_card", known, first[key]))
            else:
                first[key] = known
        number = known.card.number
        counts[number] = counts.get(number, 0) + 1
        if counts[number] == COPIES_PER_NUMBER.get(number, 0) + 1:
            # Reported once per number, on the first card over the limit.
            findings.append(Finding("too_many_copies", known))
    return findings


def check_grid(grid: Grid, path: str, problems: Problems) -> None:
    """Record every problem of ``grid`` (under ``path``) in ``problems``."""
    for number in SLOTS:
        slot = grid[number]
        where = join_path(path, number)
        card = slot.face
        if card is not None:
            if card.number != number:
                # A face-up card always lies on the slot of its own number (the grid's slots are fixed).
                problems.error(where, "pixies.face_on_wrong_slot", slot=number, number=card.number)
            if card.id is None and not matches_base_game(card):
                problems.warn(where, "pixies.features_unknown", slot=number)
        hidden = slot.under if slot.backs else None
        if hidden is not None:
            _check_hidden(grid, number, hidden, join_path(where, "card_under"), problems)
    _check_order(grid, path, problems)
    for finding in inventory_findings(known_cards(grid, path)):
        known = finding.known
        if finding.kind == "same_card":
            problems.error(known.path, "pixies.same_card_twice", slot=known.slot, **card_params(known.card), other=finding.other.slot)
        else:
            problems.error(
                known.path,
                "pixies.too_many_copies",
                slot=known.slot,
                number=known.card.number,
                copies=COPIES_PER_NUMBER.get(known.card.number, 0),
            )
    if not problems.errors:
        found = account(grid)
        if isinstance(found, Impossible):
            where = join_path(path, found.slots[-1]) if found.code == "pixies.backs_need_copies" else path
            problems.error(where, found.code, slots=list(found.slots), **found.params)


def _check_hidden(grid: Grid, number: int, hidden: Card, where: str, problems: Problems) -> None:
    """A known face-down card must be one a legal placement could have hidden there.

    A card is turned face down in two cases only (rules, "Trois situations de placement"):
    a second copy of a lone face-up number goes under it (same number, same slot), or a card
    whose number is already validated goes alone on an empty slot. Validated cards never move.
    """
    if hidden.id is None and not matches_base_game(hidden):
        problems.warn(where, "pixies.hidden_features_unknown", slot=number)
    slot = grid[number]
    if hidden.number == number:
        if slot.lone_back:
            problems.error(where, "pixies.hidden_own_number", slot=number, number=hidden.number)
        return
    if not grid[hidden.number].validated:
        problems.error(where, "pixies.hidden_needs_validated", slot=number, number=hidden.number)


def placement_order(grid: Grid) -> tuple[list[int], list[int]]:
    """An order in which the validated cards of ``grid`` could have been made, and those that have none.

    Rule (French rules, "Trois situations de placement"; Turkish rules, "Kart yerleştirme"): a
    slot becomes validated in two ways only. A second copy of a lone face-up number joins it
    (a pair: the hidden card shows the slot's own number, or is not named); or a card covers a
    lone back on its own slot, and that back, hiding another number ``k``, could only be placed
    once ``k`` was validated. Validated cards never move, so a slot validated by covering a back
    that hides ``k`` comes after slot ``k`` was validated. Pairs wait on nothing; a cover waits
    on the slot of the number it hides. The answer is ``(order, stuck)``: the validated slots in
    an order that respects every wait, and the validated slots that wait, directly or through
    others, on a slot that is not validated or on themselves (no legal play leads there).
    Lone backs wait on nothing more than a validated number existing, so they can always be
    placed last.
    """
    waits: dict[int, int | None] = {}
    for number in grid.validated_slots():
        under = grid[number].under
        waits[number] = under.number if under is not None and under.number != number else None
    order: list[int] = []
    done: set[int] = set()
    progress = True
    while progress:
        progress = False
        for number in sorted(waits):
            if number not in done and (waits[number] is None or waits[number] in done):
                order.append(number)
                done.add(number)
                progress = True
    return order, [number for number in sorted(waits) if number not in done]


def _check_order(grid: Grid, path: str, problems: Problems) -> None:
    """Face-down cards need a validated number before them, and hidden cards an order of play."""
    validated = grid.validated_slots()
    if not validated:
        for number in grid.lone_back_slots():
            if grid[number].under is None:  # a named hidden card has its own, more precise message
                problems.error(join_path(path, number), "pixies.back_needs_validated", slot=number)
    _, stuck = placement_order(grid)
    for number in stuck:
        chain = _waiting_chain(grid, number)
        if chain is not None:  # a chain ending on an unvalidated slot is reported by hidden_needs_validated
            problems.error(
                join_path(path, number, "card_under"),
                "pixies.hidden_no_order",
                slot=number,
                number=grid[number].under.number,
                slots=chain,
            )


def _waiting_chain(grid: Grid, start: int) -> list[int] | None:
    """The validated slots ``start`` waits on, one after the other, when they come back in a circle
    (in slot order); None when the chain ends on a slot that is not validated."""
    chain = [start]
    current = start
    while True:
        under = grid[current].under
        nxt = under.number if under is not None and under.number != current else None
        if nxt is None or not grid[nxt].validated:
            return None
        if nxt in chain:
            return sorted(chain)
        chain.append(nxt)
        current = nxt
