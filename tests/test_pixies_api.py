"""Pixies requests through the shared entry point: huge and deep values are refused at the field."""

import json

from calculators.api import handle


def test_huge_numbers_and_long_strings_are_refused_at_their_field():
    answer = handle({"game": "pixies", "action": "score", "data": {"round": 10**400, "grid": {"5": {"card": "x" * 100_000}}}})
    assert answer["ok"] is False
    assert {e["path"] for e in answer["errors"]} == {"round", "grid.5.card"}
    assert all(len(e["message"]) < 300 for e in answer["errors"])


def test_a_card_nested_deep_is_answered_not_raised():
    colours = json.loads("[" * 500 + "]" * 500)
    answer = handle({"game": "pixies", "action": "score", "data": {"round": 1, "grid": {"5": {"card": {"number": 5, "colours": colours}}}}})
    assert answer["ok"] is False and [e["code"] for e in answer["errors"]] == ["common.request_too_large"]
