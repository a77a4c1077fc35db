"""Pixies as the rest of the project sees it: limits, widgets, where its data comes from.

Sources: French rules (2 to 5 players, 3 rounds, a 3×3 grid of slots 1-9); Turkish rules.
"""

from calculators.registry import GameSpec, Range

SPEC = GameSpec(
    key="pixies",
    title="pixies.name",
    players=Range(2, 5),
    widgets=("pixies-grid", "pixies-trainer", "pixies-turn", "pixies-sheet", "pixies-cards"),
    limits={
        "rounds": 3,
        "slots": [1, 2, 3, 4, 5, 6, 7, 8, 9],
        "grid_rows": [[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        # Widest score a player may type (a claim in dispute mode, a round on the sheet).
        "score": {"min": -999, "max": 999},
    },
    widget_data_from="calculators.pixies.cards:widget_data",
)
