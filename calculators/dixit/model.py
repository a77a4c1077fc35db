"""The rule constants of Dixit and the plain data a round and a game are made of.

Source (Dixit rules summary, 002): 3 players and more, the game ends at the end of the round
in which someone reaches 30; 7 cards in hand at 3 players and 6 from 4; at 3 players each
non-storyteller hands in two cards instead of one. The site describes these rules for
3 to 6 players (the player count of the base game's board and voting tokens).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from calculators.dixit.spec import SPEC

MIN_PLAYERS = SPEC.players.min
MAX_PLAYERS = SPEC.players.max
TARGET = SPEC.limits["target"]

# Points of the storyteller's card (source, "Les points").
STORYTELLER_SOME = 3  # some voters, not all, found the card: the storyteller scores 3...
FINDER_SOME = 3  # ...and so does each voter who found it
ALL_OR_NONE_OTHERS = 2  # everyone or no one found it: storyteller 0, every other player 2
VOTE_RECEIVED = 1  # each non-storyteller, per vote on their own card


def hand_size(player_count: int) -> int:
    """Cards in hand: 7 at 3 players, 6 from 4 players (source, "La mise en place")."""
    return 7 if player_count == 3 else 6


def cards_handed_in(player_count: int) -> int:
    """Cards each non-storyteller hands in: two at 3 players, otherwise one (source, "À trois joueurs")."""
    return 2 if player_count == 3 else 1


def widget_data() -> dict:
    """What the widgets show before Python has started: cards in hand and handed in, per table size."""
    return {
        "hands": {
            str(count): {"hand": hand_size(count), "handed_in": cards_handed_in(count)}
            for count in range(MIN_PLAYERS, MAX_PLAYERS + 1)
        }
    }


def next_storyteller(players: tuple[str, ...], storyteller: str) -> str:
    """The player on the storyteller's left; ``players`` lists the table in that direction."""
    index = players.index(storyteller)
    return players[(index + 1) % len(players)]


@dataclass(frozen=True)
class Round:
    """One round as told at the table: who sits where, who told, and whose card each voter chose."""

    players: tuple[str, ...]
    storyteller: str
    votes: dict[str, str]  # voter -> owner of the card they voted for

    @property
    def voters(self) -> tuple[str, ...]:
        return tuple(name for name in self.players if name != self.storyteller)


@dataclass(frozen=True)
class Share:
    """What one player scores in a round, and why."""

    name: str
    storyteller: bool
    voted_for: str | None  # None for the storyteller
    found: bool | None  # None for the storyteller
    base: int  # points from the storyteller's card: 3 / 0 / 2 / 0
    voted_by: tuple[str, ...]  # voters whose vote went to this player's card(s)

    @property
    def bonus(self) -> int:
        return 0 if self.storyteller else VOTE_RECEIVED * len(self.voted_by)

    @property
    def points(self) -> int:
        return self.base + self.bonus


@dataclass(frozen=True)
class RoundScore:
    round: Round
    outcome: str  # "some", "all" or "none": how many voters found the storyteller's card
    finders: tuple[str, ...]
    shares: tuple[Share, ...]

    def points(self) -> dict[str, int]:
        return {share.name: share.points for share in self.shares}


@dataclass(frozen=True)
class Game:
    """A game as entered: seating order, who tells first, any points already scored, the rounds."""

    players: tuple[str, ...]
    first_storyteller: str
    starting_scores: dict[str, int]
    rounds: tuple[Round, ...]


@dataclass
class GameProgress:
    """Where a game stands after its rounds: totals after each round and whether it is over."""

    players: tuple[str, ...]
    scores: tuple[RoundScore, ...] = ()
    totals_after: tuple[dict[str, int], ...] = ()
    starting_scores: dict[str, int] = field(default_factory=dict)
    next_storyteller: str | None = None
    ended_in_round: int | None = None

    @property
    def totals(self) -> dict[str, int]:
        return dict(self.totals_after[-1]) if self.totals_after else dict(self.starting_scores)

    @property
    def over(self) -> bool:
        return self.ended_in_round is not None
