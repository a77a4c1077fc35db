"""The flow of a round: who picks next in the offer, when the round stops, who opens what next.

Source: French rules, "Une offre commune" and "Quand arrêter la manche ?"; Turkish rules,
"Bir tur" and "Oyun sonu".

- With 3 to 5 players an offer reveals one card per player; the opener picks first, then
  clockwise; whoever takes the last card opens the next offer.
- With 2 players an offer reveals four cards, taken A, B, A, B; B took the last one and
  opens the next offer.
- The round ends when someone has occupied nine slots (backs count), but only once every
  player has placed as many cards as the others: the rest of the pass is played, and a
  player whose grid is full gets no new choice. With 2 players this means: a grid filled by
  the first card of an offer lets the other player take one card, then the round stops with
  two cards left; a grid filled in the second pass stops the round once both have placed as
  many cards.
- The last player to have placed a card starts the next round.

Every offer starts with all players level (an offer is always played out to the point where
everyone has placed as many cards), so the current offer is enough to know where a round is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable

from calculators.pixies.spec import SPEC

MIN_PLAYERS = SPEC.players.min
MAX_PLAYERS = SPEC.players.max


@dataclass(frozen=True)
class Pick:
    """One card taken from the current offer: by whom (a player, as ``follow`` gets them: the
    actions pass indexes), and whether that player's grid is now full."""

    player: Hashable
    grid_full: bool = False


@dataclass(frozen=True)
class Flow:
    """Where the round stands after the picks made so far in the current offer."""

    order: tuple[Hashable, ...]
    picks_made: int
    full_grids: tuple[Hashable, ...]
    round_over: bool
    next_player: Hashable | None
    new_offer: bool
    next_offer_opener: Hashable
    still_to_play: tuple[Hashable, ...]
    next_round_starter: Hashable | None

    @property
    def offer_size(self) -> int:
        return len(self.order)

    @property
    def cards_left(self) -> int:
        return self.offer_size - self.picks_made


@dataclass(frozen=True)
class OutOfTurn:
    """A pick the rules do not allow: its index in ``picks``, the rule's code and its values."""

    index: int
    code: str
    params: dict


def offer_size(player_count: int) -> int:
    """Four cards with two players, otherwise one per player."""
    return 4 if player_count == 2 else player_count


def offer_order(players: tuple[Hashable, ...], opener: Hashable) -> tuple[Hashable, ...]:
    """Who takes each card of the offer, in order: clockwise from the opener (A, B, A, B with two)."""
    start = players.index(opener)
    clockwise = players[start:] + players[:start]
    return clockwise * (offer_size(len(players)) // len(players))


def _level(picks_made: int, player_count: int) -> bool:
    """True when every player has placed as many cards as the others since the offer began."""
    return picks_made % player_count == 0


def follow(players: tuple[Hashable, ...], opener: Hashable, picks: tuple[Pick, ...]) -> Flow | OutOfTurn:
    """Replay the picks of the current offer and say what comes next, or which pick breaks the rules."""
    order = offer_order(players, opener)
    count = len(players)
    full: list[Hashable] = []
    over = False
    for index, pick in enumerate(picks):
        if over:
            if pick.player in full:
                return OutOfTurn(index, "pixies.turn.full_grid_no_choice", {"player": pick.player})
            return OutOfTurn(index, "pixies.turn.round_already_over", {"index": index + 1, "after": index})
        if index >= len(order):
            return OutOfTurn(index, "pixies.turn.offer_exhausted", {"size": len(order), "opener": order[-1]})
        if pick.player != order[index]:
            return OutOfTurn(index, "pixies.turn.wrong_player", {"index": index + 1, "expected": order[index], "player": pick.player})
        if pick.grid_full and pick.player not in full:
            full.append(pick.player)
        over = bool(full) and _level(index + 1, count)
    made = len(picks)
    if over:
        return Flow(order, made, tuple(full), True, None, False, order[-1], (), picks[-1].player)
    if made == len(order):
        return Flow(order, made, tuple(full), False, order[-1], True, order[-1], (), None)
    still: tuple[Hashable, ...] = ()
    if full:
        # Play on until everyone has placed as many cards: the rest of this pass.
        end = made + (-made) % count
        still = order[made:end]
    return Flow(order, made, tuple(full), False, order[made], False, order[-1], still, None)
