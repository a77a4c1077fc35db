"""Where a card just taken from the offer may go, and the grid each choice leaves.

Source: French rules, "Trois situations de placement" and "Des placements à essayer";
Turkish rules, "Kart yerleştirme". The slot of the card's own number decides everything:

- empty: the card goes face up there (``new_number``);
- a lone back: the card covers it face up and is validated at once (``cover_back``);
- a lone face-up card (the same number, slots being fixed): the player keeps one of the two
  face up and slides the other face down under it, which validates the number (``pair``);
- a validated card: the new card cannot change the pair; it goes face down, alone, on any
  entirely empty slot (``face_down``). Never under a lone face-up card of another number,
  never as a third card on a slot.

A player whose nine slots are occupied gets no new card (the round is ending for them).
"""

from __future__ import annotations

from dataclasses import dataclass

from calculators.pixies.cards import Card
from calculators.pixies.grid import Grid, Slot

NEW_NUMBER = "new_number"
COVER_BACK = "cover_back"
PAIR = "pair"
FACE_DOWN = "face_down"
KEEP_CHOICES = ("new", "old")


@dataclass(frozen=True)
class Choice:
    """What the player says they do; every field may be left out when the situation decides it."""

    slot: int | None = None
    keep: str | None = None
    face_down: bool | None = None


@dataclass(frozen=True)
class Placement:
    """One legal way to place the card, and the grid it leaves."""

    kind: str
    slot: int
    face_down: bool
    keep: str | None
    grid: Grid

    @property
    def validates(self) -> int | None:
        """The slot whose card becomes validated by this placement, if any."""
        return self.slot if self.kind in (COVER_BACK, PAIR) else None

    def choice(self) -> dict:
        """The ``choice`` object that asks for exactly this placement."""
        out: dict = {"slot": self.slot, "face_down": self.face_down}
        if self.keep is not None:
            out["keep"] = self.keep
        return out


@dataclass(frozen=True)
class Refusal:
    """Why a choice is against the rules: the field at fault, the rule's message code and its values."""

    field: str
    code: str
    params: dict


def situation(grid: Grid, card: Card) -> str:
    """Which of the four placement cases the card falls in, from the state of its number's slot."""
    home = grid[card.number]
    if home.empty:
        return NEW_NUMBER
    if home.lone_back:
        return COVER_BACK
    if home.lone_face:
        return PAIR
    return FACE_DOWN


def _place(grid: Grid, card: Card, kind: str, slot: int, keep: str | None) -> Placement:
    here = grid[slot]
    if kind == NEW_NUMBER:
        return Placement(kind, slot, False, None, grid.with_slot(slot, Slot(face=card)))
    if kind == COVER_BACK:
        # The back stays where it is, under the new face; what it hides is unchanged.
        return Placement(kind, slot, False, None, grid.with_slot(slot, Slot(face=card, backs=1, under=here.under)))
    if kind == PAIR:
        if keep == "new":
            new_slot = Slot(face=card, backs=1, under=here.face)
        else:
            new_slot = Slot(face=here.face, backs=1, under=card)
        return Placement(kind, slot, keep == "old", keep, grid.with_slot(slot, new_slot))
    return Placement(kind, slot, True, None, grid.with_slot(slot, Slot(face=None, backs=1, under=card)))


def legal_placements(grid: Grid, card: Card) -> list[Placement]:
    """Every legal placement of ``card`` on ``grid``, in slot order; none for a full grid."""
    if grid.full():
        return []
    kind = situation(grid, card)
    number = card.number
    if kind == PAIR:
        return [_place(grid, card, PAIR, number, keep) for keep in KEEP_CHOICES]
    if kind == FACE_DOWN:
        return [_place(grid, card, FACE_DOWN, slot, None) for slot in grid.empty_slots()]
    return [_place(grid, card, kind, number, None)]


def resolve(grid: Grid, card: Card, choice: Choice) -> Placement | Refusal:
    """The placement ``choice`` asks for, or the rule it breaks (checked in the order a player would ask)."""
    number = card.number
    kind = situation(grid, card)
    if grid.full():
        return Refusal("grid", "pixies.place.grid_full", {})
    if kind == FACE_DOWN:
        return _resolve_face_down(grid, card, choice)
    if kind == PAIR:
        return _resolve_pair(grid, card, choice)
    if choice.keep is not None:
        return Refusal("choice.keep", "pixies.place.keep_not_pair", {"number": number})
    if choice.face_down:
        return Refusal("choice.face_down", "pixies.place.must_show", {"number": number})
    if choice.slot is not None and choice.slot != number:
        return Refusal("choice.slot", "pixies.place.face_up_own_slot", {"number": number, "slot": choice.slot})
    return _place(grid, card, kind, number, None)


def _resolve_pair(grid: Grid, card: Card, choice: Choice) -> Placement | Refusal:
    number = card.number
    if choice.slot is not None and choice.slot != number:
        if choice.face_down is False:
            return Refusal("choice.slot", "pixies.place.face_up_own_slot", {"number": number, "slot": choice.slot})
        return Refusal("choice.slot", "pixies.place.must_pair", {"number": number, "slot": choice.slot})
    keep = choice.keep
    if choice.face_down is not None:
        implied = "old" if choice.face_down else "new"
        if keep is not None and keep != implied:
            return Refusal("choice.keep", "pixies.place.keep_conflict", {"number": number})
        keep = implied
    if keep is None:
        return Refusal("choice.keep", "pixies.place.keep_needed", {"number": number})
    return _place(grid, card, PAIR, number, keep)


def _resolve_face_down(grid: Grid, card: Card, choice: Choice) -> Placement | Refusal:
    number = card.number
    free = grid.empty_slots()
    if choice.keep is not None:
        return Refusal("choice.keep", "pixies.place.already_validated", {"number": number})
    if choice.face_down is False:
        return Refusal("choice.face_down", "pixies.place.already_validated", {"number": number})
    if choice.slot is None:
        return Refusal("choice.slot", "pixies.place.slot_needed", {"number": number, "slots": free})
    target = grid[choice.slot]
    if target.validated:
        return Refusal("choice.slot", "pixies.place.three_cards", {"slot": choice.slot})
    if target.lone_face:
        return Refusal(
            "choice.slot",
            "pixies.place.no_slide_under",
            {"slot": choice.slot, "other": target.face.number, "slots": free},
        )
    if target.lone_back:
        return Refusal("choice.slot", "pixies.place.slot_not_empty", {"slot": choice.slot, "slots": free})
    return _place(grid, card, FACE_DOWN, choice.slot, None)


# The rules' walk-through (French rules, "Des placements à essayer"): a 5 goes face up in the
# centre; a second 5 validates it, the yellow face kept up; a third 5 goes face down on the empty
# slot 6; a real 6 then covers that back and is validated at once. The trainer replays it.
WALKTHROUGH: tuple[tuple[str, Choice], ...] = (
    ("blue-5-1", Choice()),
    ("yellow-5-2", Choice(keep="new")),
    ("green-5-1", Choice(slot=6)),
    ("red-6-2", Choice(slot=6)),
)


def walkthrough_steps() -> list[dict]:
    """Each step of ``WALKTHROUGH`` as a ``place`` request: the grid before it, the card, the choice."""
    from calculators.pixies.cards import BY_ID

    steps, grid = [], Grid()
    for card_id, choice in WALKTHROUGH:
        placed = resolve(grid, BY_ID[card_id], choice)
        assert isinstance(placed, Placement), f"the walk-through breaks a rule at {card_id}"
        asked = {key: value for key, value in vars(choice).items() if value is not None}
        steps.append({"grid": grid.to_json(), "card": card_id, "choice": asked})
        grid = placed.grid
    return steps

