"""Neteru as the rest of the project sees it: limits and widgets.

Source: Board Game Arena's Neteru rules (2 to 4 players; a pyramid of 9 slots on 3 floors).
"""

from calculators.registry import GameSpec, Range

SPEC = GameSpec(
    key="neteru",
    title="neteru.name",
    players=Range(2, 4),
    widgets=("neteru-sheet", "neteru-place", "neteru-chariot", "neteru-first-turn"),
    # claim: what a player may write in dispute mode (a miscount may go past any real total).
    limits={"floors": [[1, 2], [3, 4, 5], [6, 7, 8, 9]], "claim": {"min": -99, "max": 999}},
    # Card types, numbers, gods, pyramidions, the numbers each slot may show (calculators/neteru/pyramid.py).
    widget_data_from="calculators.neteru.pyramid:widget_data",
)
