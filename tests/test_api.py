"""The shared entry point: any JSON in, a structured answer out, never an exception."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculators.api import available_games, handle, handle_json
from calculators.i18n import LANGUAGES

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=30),
    lambda children: st.lists(children, max_size=6) | st.dictionaries(st.text(max_size=12), children, max_size=6),
    max_leaves=40,
)


def assert_structured(answer):
    assert isinstance(answer, dict)
    json.dumps(answer)  # always JSON-able
    assert answer["ok"] in (True, False)
    if not answer["ok"]:
        assert answer["errors"], "a refusal always says why"
        for error in answer["errors"]:
            assert set(error) >= {"path", "code", "message"}
            assert error["code"] != "common.internal_error", error


@settings(max_examples=300, deadline=None)
@given(json_values)
def test_any_json_request_gets_a_structured_answer(request):
    assert_structured(handle(request))


ACTIONS = [(game, action) for game in available_games() for action in __import__(f"calculators.{game}.actions", fromlist=["ACTIONS"]).ACTIONS]


@pytest.mark.parametrize("game,action", ACTIONS)
@settings(max_examples=150, deadline=None)
@given(data=json_values, lang=st.sampled_from(LANGUAGES))
def test_any_json_data_for_each_action_gets_a_structured_answer(game, action, data, lang):
    assert_structured(handle({"game": game, "action": action, "lang": lang, "data": data}))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_unknown_game_is_refused_in_the_requested_language(lang):
    answer = handle({"game": "chess", "action": "score", "lang": lang, "data": {}})
    assert answer["ok"] is False
    assert answer["errors"][0]["path"] == "game"
    assert "chess" in answer["errors"][0]["message"]


def test_messages_differ_by_language():
    texts = {lang: handle({"game": "pixies", "action": "score", "lang": lang, "data": {"round": 9, "grid": {}}})["errors"][0]["message"] for lang in LANGUAGES}
    assert len(set(texts.values())) == 3


def test_unknown_language_is_refused():
    answer = handle({"game": "pixies", "action": "score", "lang": "de", "data": {}})
    assert answer["errors"][0]["path"] == "lang"


def test_invalid_json_text_is_answered_not_raised():
    assert json.loads(handle_json("{not json"))["errors"][0]["code"] == "common.invalid_json"


def test_deeply_nested_json_is_answered_not_raised():
    deep = "[" * 100_000 + "]" * 100_000
    assert json.loads(handle_json(deep))["ok"] is False
    nested = {"game": "pixies", "action": "score", "data": {"round": 1, "grid": {"5": {"card": {"number": 5, "colours": json.loads("[" * 500 + "]" * 500)}}}}}
    assert_structured(handle(nested))


def test_huge_numbers_and_long_strings_are_refused_politely():
    answer = handle({"game": "pixies", "action": "score", "data": {"round": 10**400, "grid": {"5": {"card": "x" * 100_000}}}})
    assert answer["ok"] is False
    assert {e["path"] for e in answer["errors"]} == {"round", "grid.5.card"}
    assert all(len(e["message"]) < 300 for e in answer["errors"])
