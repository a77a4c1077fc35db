"""Checks that cards and scores could come out of a real game of IPSO.

Source (IPSO rules, "Mise en place"): the 90 numbered cards carry the numbers 1 to 90 once
each, in five colours of 18 cards. So within one pyramid, and across the pyramids of one
round (they are dealt from one deck), a number appears once, at most five colours are
used and no colour has more than 18 cards. A tournament ("Mode tournoi") plays its rounds with
that same deck: a number keeps its colour and its printed stars from one round to the next, and
the whole tournament still shows five colours of 18 cards at most (``check_one_deck``).
A score typed from paper must be one a pyramid can give (``bounds.py``, ``check_typed``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from calculators.i18n import Term
from calculators.ipso.bounds import highest_score, highest_stars, reachable, smallest_row_points
from calculators.ipso.cards import CARDS_PER_COLOUR, COLOUR_COUNT, MAX_PRINTED_STARS, Card, colour_code
from calculators.ipso.pyramid import CARD_COUNT
from calculators.ipso.scoring import STAR_CARD_POINTS
from calculators.problems import Problems, join_path


@dataclass(frozen=True)
class Slot:
    """Where a card was read: a pyramid's slot (``row`` and ``card`` from 0, and on a game sheet
    the ``player`` from 0), or the card drawn in the bonus turn (``row`` None).

    Messages name the slot counted from 1, as players count (``Row 3, card 4``); the drawn
    card's messages have codes of their own (``ipso.drawn.*``), since they name no slot.
    """

    row: int | None = None
    card: int | None = None
    player: int | None = None

    @property
    def drawn(self) -> bool:
        return self.row is None

    def code(self, rule: str) -> str:
        """The message code of ``rule`` for a card read here."""
        return f"ipso.drawn.{rule}" if self.drawn else f"ipso.{rule}"

    def params(self) -> dict[str, Any]:
        return {} if self.drawn else {"row": self.row + 1, "card": self.card + 1}


DRAWN = Slot()


@dataclass(frozen=True)
class Placed:
    """A card with where it was read: its request path and its slot."""

    path: str
    slot: Slot
    card: Card


def colour_name(key: str) -> Term | str:
    """Our label's translated name, or the user's own key as typed."""
    code = colour_code(key)
    return Term(code) if code else key


def _duplicate(item: Placed, other: Placed, problems: Problems) -> None:
    path = join_path(item.path, "number")
    number = item.card.number
    where = {"other_row": (other.slot.row or 0) + 1, "other_card": (other.slot.card or 0) + 1}
    if item.slot.drawn:
        problems.error(path, "ipso.drawn.duplicate_number", number=number, **where)
    elif other.slot.player == item.slot.player:
        problems.error(path, "ipso.duplicate_number", number=number, **item.slot.params(), **where)
    else:  # another player's pyramid of the same round
        player = (other.slot.player or 0) + 1
        problems.error(path, "ipso.duplicate_number_in_round", number=number, other_player=player, **item.slot.params(), **where)


def check_deck(placed: list[Placed], problems: Problems) -> list[Placed]:
    """Record every card that one deck could not have dealt (duplicate number, sixth colour, 19th
    card of a colour); returns those cards, so that a sheet knows whose rounds they spoil."""
    first_at: dict[int, Placed] = {}
    per_colour: dict[str, int] = {}
    refused: list[Placed] = []
    for item in placed:
        card = item.card
        before = len(problems.errors)
        if card.number in first_at:
            _duplicate(item, first_at[card.number], problems)
        else:
            first_at[card.number] = item
        if card.colour not in per_colour and len(per_colour) == COLOUR_COUNT:
            refused.append(item)
            problems.error(
                join_path(item.path, "colour"),
                item.slot.code("too_many_colours"),
                **item.slot.params(),
                colour=colour_name(card.colour),
                colours=[colour_name(key) for key in per_colour],
            )
            continue
        per_colour[card.colour] = per_colour.get(card.colour, 0) + 1
        if per_colour[card.colour] == CARDS_PER_COLOUR + 1:
            # Only across the pyramids of a round: one pyramid and a drawn card hold 15 cards at most.
            problems.error(
                join_path(item.path, "colour"),
                "ipso.colour_full",
                **Slot(item.slot.row or 0, item.slot.card or 0).params(),
                colour=colour_name(card.colour),
                max=CARDS_PER_COLOUR,
            )
        if len(problems.errors) > before:
            refused.append(item)
    return refused


def check_typed(score: int, stars: int | None, even_odd: bool, path: str, where: dict, problems: Problems) -> bool:
    """A typed round score (and tie-break stars) some pyramid can give under the chosen variant; each
    refusal states the rule's limit. ``where`` holds the round."""
    highest = highest_score(even_odd)
    limits = {"max": highest, "printed": MAX_PRINTED_STARS, "cards": CARD_COUNT}
    if score > highest:
        code = "ipso.score_too_high_even_odd" if even_odd else "ipso.score_too_high"
        problems.error(join_path(path, "score"), code, **where, score=score, **limits)
        return False
    if stars is not None and stars > highest_stars():
        problems.error(join_path(path, "stars"), "ipso.typed_stars_too_high", **where, stars=stars, max=highest_stars(), printed=MAX_PRINTED_STARS, cards=CARD_COUNT)
        return False
    if stars is not None and stars > score:
        problems.error(join_path(path, "stars"), "ipso.stars_above_score", **where, stars=stars, score=score)
        return False
    if not reachable(score, stars, even_odd):
        least = {"least": smallest_row_points(), "star_card": STAR_CARD_POINTS}
        if stars is None or not reachable(score, None, even_odd):
            problems.error(join_path(path, "score"), "ipso.score_unreachable", **where, score=score, **least)
        else:
            problems.error(join_path(path, "stars"), "ipso.score_stars_unreachable", **where, score=score, stars=stars, **least)
        return False
    return True


def check_one_deck(rounds: list[list[Placed]], problems: Problems) -> list[tuple[int, Placed]]:
    """Across the rounds of a tournament: one deck, so a number keeps its colour and its stars, and
    the tournament shows five colours of 18 numbers at most. Returns the refused cards with their
    round (from 0). Within one round ``check_deck`` already reports a number met twice."""
    first: dict[int, tuple[int, Placed]] = {}
    numbers_of: dict[str, set[int]] = {}
    in_round: dict[tuple[int, str], set[int]] = {}  # what the round alone shows: check_deck's part
    refused: list[tuple[int, Placed]] = []
    for round_index, placed in enumerate(rounds):
        for item in placed:
            card = item.card
            other_round, other = first.setdefault(card.number, (round_index, item))
            if other_round != round_index and (other.card.colour, other.card.stars) != (card.colour, card.stars):
                field = "colour" if other.card.colour != card.colour else "stars"
                problems.error(
                    join_path(item.path, field),
                    "ipso.card_changed",
                    **item.slot.params(),
                    round=round_index + 1,
                    number=card.number,
                    colour=colour_name(card.colour),
                    stars=card.stars,
                    other_round=other_round + 1,
                    other_colour=colour_name(other.card.colour),
                    other_stars=other.card.stars,
                )
                refused.append((round_index, item))
                continue
            here = in_round.setdefault((round_index, card.colour), set())
            here.add(card.number)
            colours_here = {colour for (r, colour) in in_round if r == round_index}
            numbers = numbers_of.get(card.colour, set())
            if card.colour not in numbers_of and len(numbers_of) == COLOUR_COUNT and len(colours_here) <= COLOUR_COUNT:
                code, params = "ipso.tournament_too_many_colours", {"colours": [colour_name(key) for key in numbers_of]}
            elif card.number not in numbers and len(numbers) == CARDS_PER_COLOUR and len(here) <= CARDS_PER_COLOUR:
                code, params = "ipso.tournament_colour_full", {"max": CARDS_PER_COLOUR}
            else:
                numbers_of.setdefault(card.colour, set()).add(card.number)
                continue
            problems.error(join_path(item.path, "colour"), code, **item.slot.params(), round=round_index + 1, colour=colour_name(card.colour), **params)
            refused.append((round_index, item))
    return refused
