"""What the Neteru pictures read from the calculators' answers and widget data, checked against
what the scoring does with it (tests/test_pictures_answers.py: the pictures import no game)."""

from __future__ import annotations

import pytest

from calculators.api import handle
from hooks import pictures


def test_a_refused_position_is_a_build_error_that_says_why():
    with pytest.raises(ValueError, match=r"refused this score: .*common\.required"):
        pictures.ask("neteru", "score", {}, "en")


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
