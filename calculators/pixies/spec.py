"""Pixies as the rest of the project sees it: limits, widgets, where its data comes from.

Sources: French rules (2 to 5 players, 3 rounds, a 3×3 grid of slots 1-9, the zone paid 2, 3
then 4 points per card); Turkish rules. A card shows 0 to a few spirals and crosses: the
readers accept 0 to 9 of each (a typed card that no base-game card matches only warns).
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
        # Points per card of the largest zone, round by round ("1": round 1).
        "zone_points": {"1": 2, "2": 3, "3": 4},
        # Widest score a player may type (a claim in dispute mode, a round on the sheet).
        "score": {"min": -999, "max": 999},
        # What a card typed by its features may show.
        "card_features": {"spirals": {"min": 0, "max": 9}, "crosses": {"min": 0, "max": 9}},
    },
    widget_data_from="calculators.pixies.widget:widget_data",
)
