"""What the Dixit pictures read from a round's answer: the cards each player lays out."""

from __future__ import annotations

import pytest

from calculators.api import handle
from hooks import pictures


@pytest.mark.parametrize("count", [3, 4, 5, 6])
def test_dixit_round_says_how_many_cards_each_player_lays_out(count):
    players = ["Ana", "Bo", "Cem", "Dee", "Eli", "Fay"][:count]
    votes = {name: "Ana" for name in players[1:]}
    answer = handle({"game": "dixit", "action": "round", "lang": "en", "data": {"players": players, "storyteller": "Ana", "votes": votes}})
    laid = {player["name"]: player["cards_laid_out"] for player in answer["players"]}
    handed_in = pictures.facts("dixit")["hands"][str(count)]["handed_in"]
    assert laid == {name: 1 if name == "Ana" else handed_in for name in players}
    assert all(laid[name] == answer["cards_handed_in"] for name in players[1:])
