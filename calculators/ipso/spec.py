"""IPSO as the rest of the project sees it: limits, widgets, modes, and what the widgets are given.

Source: IPSO rules (2 to 6 players; a single game, or a tournament of 4 rounds; a pyramid of
rows of 2, 3, 4 and 5 cards; cards numbered 1 to 90; the star card is worth 3 points).
The rules' own numbers live in the modules that apply them (``cards``, ``pyramid``,
``scoring``); this spec gathers them, with the limits of what a user may type, so that the
widgets never write any of them again (``GameSpec.widget_data()``).
"""

from calculators.ipso.bounds import highest_score, highest_stars
from calculators.ipso.cards import HIGHEST, LOWEST, MAX_PRINTED_STARS
from calculators.ipso.pyramid import ROW_SIZES
from calculators.ipso.scoring import STAR_CARD_POINTS
from calculators.registry import GameSpec, Range

SPEC = GameSpec(
    key="ipso",
    title="ipso.name",
    players=Range(2, 6),
    widgets=("ipso-pyramid", "ipso-bonus", "ipso-sheet", "ipso-first-turn"),
    limits={
        "modes": {"single": 1, "tournament": 4},
        "rows": list(ROW_SIZES),
        "numbers": {"min": LOWEST, "max": HIGHEST},
        "printed_stars": {"min": 0, "max": MAX_PRINTED_STARS},
        # A score typed from paper: what a pyramid can give at most (bounds.py; the variant may lower it).
        "typed": {"score": {"min": 0, "max": highest_score(even_odd=True)}, "stars": {"min": 0, "max": highest_stars()}},
        "star_card": {"choices": ["kept", "given_up"], "points": STAR_CARD_POINTS},
        # What a player may write in dispute mode: a miscount may go past what a pyramid gives.
        "claim": {"min": 0, "max": 999},
    },
    widget_data_from="calculators.ipso.notation:widget_data",
)
