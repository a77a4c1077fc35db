"""The pages' pictures are drawn from what a widget gets: the game's widget data and ``handle()``'s answers.

A module under ``hooks/pictures/`` imports no module of a game's package (no rule is read, or
written again, beside the calculators); the shared modules name no game; a game's picture
module is found by its file name. The facts added to the answers for the pictures are checked
against what the calculators do with them.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from calculators.api import handle
from calculators.registry import GAMES
from hooks import fences, pictures

PICTURES = Path(pictures.__file__).resolve().parent
# What a picture may import of the calculators: the entry point, the registry (games and their
# widget data), and the language level (messages, name lists, how names are compared).
ALLOWED = {"calculators.api", "calculators.registry", "calculators.i18n", "calculators.wording", "calculators.players"}


def calculators_imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module == "calculators":  # from calculators import api
            found |= {f"calculators.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return {name for name in found if name == "calculators" or name.startswith("calculators.")}


@pytest.mark.parametrize("path", sorted(PICTURES.glob("*.py")), ids=lambda path: path.name)
def test_a_picture_module_imports_no_game_internals(path):
    assert calculators_imports(path) - ALLOWED == set()


def test_the_guard_sees_a_game_import(tmp_path):
    planted = tmp_path / "planted.py"
    planted.write_text("from calculators.ipso.cards import COLOURS\nimport calculators.neteru.pyramid\nfrom calculators import dixit\n")
    assert calculators_imports(planted) - ALLOWED == {"calculators.ipso.cards", "calculators.neteru.pyramid", "calculators.dixit"}


@pytest.mark.parametrize("name", ["__init__.py", "svg.py"])
def test_the_shared_picture_modules_name_no_game(name):
    text = (PICTURES / name).read_text(encoding="utf-8").lower()
    assert [game for game in GAMES if game in text] == []


@pytest.mark.parametrize("game", GAMES)
def test_a_game_picture_module_is_found_by_its_file_name(game):
    module = pictures.module_of(game)
    assert (module is not None) == (PICTURES / f"{game}.py").is_file()
    if module is not None:
        assert callable(module.picture) and callable(module.draw)


def test_no_picture_module_for_a_name_that_is_no_game():
    assert pictures.module_of("svg") is None and pictures.module_of("chess") is None


def test_a_picture_fence_of_a_game_without_pictures_fails_the_build():
    with pytest.raises(fences.FenceError, match="has no picture"):
        fences.render_picture("chess board", "{}", "en", "page.md", 3)


def test_a_refused_position_is_a_build_error_that_says_why():
    with pytest.raises(ValueError, match=r"refused this score: .*common\.required"):
        pictures.ask("neteru", "score", {}, "en")


# ---------------------------------------------------------------- Neteru: the facts added for its pictures


def neteru_score(players: list[dict], lang: str = "en") -> dict:
    answer = handle({"game": "neteru", "action": "score", "lang": lang, "data": {"players": players}})
    assert answer["ok"], answer["errors"]
    return answer


def test_neteru_score_names_each_visible_card_and_the_complete_floors():
    pyramid = {"1": {"type": "citizen", "number": 1}, "2": {"type": "sphinx"}, "4": {"type": "guard", "number": 4}}
    answer = neteru_score([{"pyramid": pyramid, "discard": [{"type": "mummy", "number": 5}]}, {}])
    player = answer["players"][0]
    assert [card["slot"] for card in player["cards"]] == [1, 2, 4]
    assert player["cards"][1] == {"slot": 2, "type": "sphinx", "label": "Sphinx"}
    assert player["cards"][2]["label"] == "Guard 4"
    assert player["complete_floors"] == [1]  # floor 1 is slots 1 and 2; slot 4 alone leaves floor 2 open
    assert [card["label"] for card in player["discard"]] == ["Mummy 5"]
    assert answer["players"][1]["cards"] == [] and answer["players"][1]["complete_floors"] == []


def test_neteru_widget_data_gives_the_points_the_scoring_counts():
    data = pictures.facts("neteru")
    pyramid = {"1": {"type": "citizen", "number": 1}, "2": {"type": "priest", "number": 2}, "3": {"type": "mummy", "number": 3}}
    player = neteru_score([{"pyramid": pyramid, "gods": {"1": "amon_ra"}}, {}])["players"][0]
    own = {item["slot"]: item["points"] for step in ("mummies", "inhabitants") for item in player["steps"][step]["items"]}
    assert own == {1: data["card_points"]["citizen"], 2: data["card_points"]["priest"], 3: data["card_points"]["mummy"]}
    assert player["steps"]["gods"]["items"] == [{"floor": 1, "god": "amon_ra", "points": data["god_points"]["amon_ra"]}]


def test_neteru_widget_data_gives_the_copies_the_table_allows():
    copies = pictures.facts("neteru")["copies"]["sphinx"]
    table = [{"pyramid": {str(slot): {"type": "sphinx"} for slot in range(1, copies + 1)}}, {"discard": [{"type": "sphinx"}]}]
    refused = handle({"game": "neteru", "action": "score", "lang": "en", "data": {"players": table}})
    assert [error["code"] for error in refused["errors"]] == ["neteru.too_many_copies"]
    table[1]["discard"] = []
    assert neteru_score(table)["ok"]


def test_neteru_widget_data_gives_the_size_of_a_diversity_set():
    size = pictures.facts("neteru")["diversity_group_size"]
    types = ["citizen", "guard", "scribe", "priest", "chariot", "tomb_robber"][: 2 * size]
    pyramid = {str(slot): {"type": kind, "number": slot} for slot, kind in zip((1, 2, 3, 4, 5, 6), types)}
    player = neteru_score([{"pyramid": pyramid, "pyramidions": ["diversity", "mummy"]}, {}])["players"][0]
    item = next(item for item in player["steps"]["pyramidions"]["items"] if item["pyramidion"] == "diversity")
    assert item["groups"] == 2 and len(item["types"]) == 2 * size


# ---------------------------------------------------------------- IPSO: the ``rows`` action the pictures read

PYRAMID = [
    [{"number": 50, "colour": "red"}, {"number": 12, "colour": "blue", "stars": 1}],
    [{"number": 8, "colour": "green"}, {"number": 27, "colour": "yellow"}, {"number": 63, "colour": "red", "stars": 1}],
    [{"number": 14, "colour": "blue"}, {"number": 30, "colour": "blue"}, {"number": 46, "colour": "blue"}, {"number": 71, "colour": "blue"}],
    [{"number": 3, "colour": "purple"}, {"number": 21, "colour": "purple", "stars": 1}, {"number": 38, "colour": "purple"}, {"number": 55, "colour": "purple"}, {"number": 88, "colour": "purple"}],
]


def ipso(action: str, data: dict) -> dict:
    return handle({"game": "ipso", "action": action, "lang": "en", "data": data})


@pytest.mark.parametrize("even_odd", [False, True])
def test_ipso_rows_give_each_row_the_verdict_of_a_scored_pyramid(even_odd):
    variants = {"even_odd": even_odd}
    scored = ipso("score", {"rows": PYRAMID, "star_card": "kept", "variants": variants})
    shown = ipso("rows", {"rows": PYRAMID, "variants": variants})
    assert shown["ok"] and shown["scores"] == scored["rows"]
    alone = ipso("rows", {"rows": [PYRAMID[3]], "variants": variants})  # the bottom row on its own
    assert {**alone["scores"][0], "row": 4} == scored["rows"][3]


def test_ipso_rows_leave_a_row_with_a_face_down_card_unscored():
    rows = [PYRAMID[0], [None, PYRAMID[1][1], None]]
    answer = ipso("rows", {"rows": rows, "cards": [{"number": 9, "colour": " Green "}]})
    assert answer["ok"] and answer["scores"][1] is None and answer["hidden"] == 2
    assert answer["rows"][1][0] is None and answer["cards"] == [{"number": 9, "colour": "green", "stars": 0}]


def test_ipso_rows_check_the_cards_beside_the_rows_as_the_same_deck():
    answer = ipso("rows", {"rows": [PYRAMID[0]], "cards": [{"number": 12, "colour": "red"}]})
    assert [(e["path"], e["code"]) for e in answer["errors"]] == [("cards.0.number", "ipso.drawn.duplicate_number")]


@pytest.mark.parametrize("size", [1, 6])
def test_ipso_rows_refuse_a_row_no_pyramid_has(size):
    row = [{"number": n, "colour": "red"} for n in range(1, size + 1)]
    answer = ipso("rows", {"rows": [row]})
    assert not answer["ok"] and answer["errors"][0]["path"] == "rows.0"


def test_ipso_rows_name_the_deck_the_widgets_offer():
    deck = ipso("rows", {})["deck"]
    limits = pictures.facts("ipso")["limits"]
    assert deck["numbers"] == limits["numbers"]
    assert deck["colours"] == len(pictures.facts("ipso")["colours"])

    def red_rows(count: int) -> list:
        cards = [{"number": n, "colour": "red"} for n in range(1, count + 1)]
        return [cards[i:i + 5] for i in range(0, count, 5)]

    # A colour holds cards_per_colour cards: one more is refused.
    assert ipso("rows", {"rows": red_rows(deck["cards_per_colour"])})["ok"]
    refused = ipso("rows", {"rows": red_rows(deck["cards_per_colour"] + 1)})
    assert [e["code"] for e in refused["errors"]] == ["ipso.colour_full"]


# ---------------------------------------------------------------- Dixit: the cards each player lays out


@pytest.mark.parametrize("count", [3, 4, 5, 6])
def test_dixit_round_says_how_many_cards_each_player_lays_out(count):
    players = ["Ana", "Bo", "Cem", "Dee", "Eli", "Fay"][:count]
    votes = {name: "Ana" for name in players[1:]}
    answer = handle({"game": "dixit", "action": "round", "lang": "en", "data": {"players": players, "storyteller": "Ana", "votes": votes}})
    laid = {player["name"]: player["cards_laid_out"] for player in answer["players"]}
    handed_in = pictures.facts("dixit")["hands"][str(count)]["handed_in"]
    assert laid == {name: 1 if name == "Ana" else handed_in for name in players}
    assert all(laid[name] == answer["cards_handed_in"] for name in players[1:])
