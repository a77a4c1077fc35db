"""The bonus turn: what each possible swap of the drawn card is worth, against keeping the star card.

Source (IPSO rules, "Fin de la partie"): once every card is revealed, each player either
keeps the star card (3 points) or gives it up for one bonus turn: draw a card and put it
in place of one visible card of the pyramid. The star card is lost even if the bonus turn
is not used. So a swap pays only when it raises the rows' points by more than 3.
"""

from __future__ import annotations

from dataclasses import dataclass

from calculators.ipso.cards import Card
from calculators.ipso.pyramid import Pyramid
from calculators.ipso.scoring import STAR_CARD_POINTS, PyramidScore, score_pyramid


@dataclass(frozen=True)
class Swap:
    """The drawn card put at (row_index, position) in place of ``replaced``, and the result."""

    row_index: int
    position: int
    replaced: Card
    score: PyramidScore
    gain: int  # rows' points after the swap minus before

    @property
    def verdict(self) -> str:
        """``better``, ``equal`` or ``worse`` than keeping the star card."""
        if self.gain > STAR_CARD_POINTS:
            return "better"
        return "equal" if self.gain == STAR_CARD_POINTS else "worse"


@dataclass(frozen=True)
class BonusAnalysis:
    drawn: Card
    keep: PyramidScore  # the pyramid as it is, star card kept
    unused: PyramidScore  # the star card given up and no swap made
    swaps: tuple[Swap, ...]  # every swap, best first

    @property
    def best(self) -> Swap:
        return self.swaps[0]

    @property
    def paying(self) -> int:
        return sum(1 for swap in self.swaps if swap.verdict == "better")


def analyse_bonus(pyramid: Pyramid, drawn: Card, even_odd: bool = False) -> BonusAnalysis:
    """Try the drawn card in each of the 14 places; order by total, then tie-break stars, then place."""
    keep = score_pyramid(pyramid, "kept", even_odd)
    unused = score_pyramid(pyramid, "given_up", even_odd)
    swaps = []
    for row_index, position, card in pyramid.cards():
        after = score_pyramid(pyramid.replaced(row_index, position, drawn), "given_up", even_odd)
        swaps.append(Swap(row_index, position, card, after, after.total - unused.total))
    swaps.sort(key=lambda swap: (-swap.score.total, -swap.score.stars, swap.row_index, swap.position))
    return BonusAnalysis(drawn=drawn, keep=keep, unused=unused, swaps=tuple(swaps))
