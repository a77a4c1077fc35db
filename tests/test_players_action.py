"""The `players` action every game shares (calculators/players.py): the table read as the game
reads it, and the player each name means, matched the way the game matches names. The widgets read
back saves that named players through it (docs/assets/js/widget-kit.js, PlayerRefs)."""

import unicodedata

import pytest

from calculators.api import handle
from calculators.registry import GAMES, spec


def players(game, lang, names, find):
    return handle({"game": game, "action": "players", "lang": lang, "data": {"players": names, "find": find}})


def table(game, *names):
    """``names``, then unnamed players up to the game's smallest table."""
    return list(names) + [""] * max(0, spec(game).players.min - len(names))


@pytest.mark.parametrize("game", GAMES)
def test_a_name_is_found_whatever_its_capitals_spaces_or_unicode_form(game):
    names = table(game, "Işık", "Élodie", "")
    decomposed = unicodedata.normalize("NFD", "élodie")
    answer = players(game, "tr", names, ["ışık", "IŞIK", f"  {decomposed} ", "3. oyuncu", "Zoé", 7])
    assert answer["ok"], answer["errors"]
    assert answer["found"] == [0, 0, 1, 2, None, None]
    assert answer["players"][:3] == ["Işık", "Élodie", "3. oyuncu"]


@pytest.mark.parametrize("game", GAMES)
def test_capitals_follow_the_language_of_the_request(game):
    """In English "I" is the capital of "i", not of the Turkish dotless "ı"."""
    names = table(game, "Işık", "Ilse", "")
    assert players(game, "en", names, ["ışık", "ilse", "Player 3"])["found"] == [None, 1, 2]
    assert players(game, "tr", names, ["ılse", "Oyuncu 3"])["found"] == [1, None]


@pytest.mark.parametrize("game", GAMES)
def test_the_table_is_refused_as_the_game_refuses_it(game):
    too_many = [f"P{i}" for i in range(spec(game).players.max + 1)]
    answer = players(game, "fr", too_many, [])
    assert [(e["path"], e["code"]) for e in answer["errors"]] == [("players", "common.too_many_players")]
    answer = players(game, "en", table(game, "Ana", "ANA"), ["Ana"])
    assert [(e["path"], e["code"]) for e in answer["errors"]] == [("players.1", "common.duplicate_name")]
