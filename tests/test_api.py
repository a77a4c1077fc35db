"""The shared entry point: any JSON in, a structured answer out, never an exception.

This is the one never-raises fuzzer: it runs over every action of every registered game.
"""

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculators import i18n
from calculators.api import handle, handle_json, warm_up
from calculators.i18n import LANGUAGES
from calculators.registry import specs
from hooks.fences import find_examples, formats_examples

ROOT = Path(__file__).resolve().parent.parent

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=30),
    lambda children: st.lists(children, max_size=6) | st.dictionaries(st.text(max_size=12), children, max_size=6),
    max_leaves=40,
)


def assert_structured(answer):
    assert isinstance(answer, dict)
    json.dumps(answer)  # always JSON-able
    assert answer["ok"] in (True, False)
    assert isinstance(answer["errors"], list) and isinstance(answer["warnings"], list)
    assert answer["ok"] == (not answer["errors"]), "errors stop an action; ok is true only without them"
    for problem in answer["errors"] + answer["warnings"]:
        assert set(problem) == {"path", "code", "message", "params"}
        assert problem["code"] != "common.internal_error", problem
    if not answer["ok"]:
        assert answer["errors"], "a refusal always says why"
        for error in answer["errors"]:
            assert set(error) >= {"path", "code", "message"}
            assert error["code"] != "common.internal_error", error


@settings(max_examples=300, deadline=None)
@given(json_values)
def test_any_json_request_gets_a_structured_answer(request):
    assert_structured(handle(request))


ACTIONS = [(spec.key, action) for spec in specs() for action in spec.actions]


def _seeds() -> dict[tuple[str, str], list]:
    """Every documented request (example fences of the pages and of each FORMATS.md), by action."""
    seeds: dict[tuple[str, str], list] = {}
    examples = [example for path in sorted((ROOT / "docs" / "en").rglob("*.md")) for example in find_examples(path.read_text(encoding="utf-8"), str(path))]
    for example in examples + [example for spec in specs() for example in formats_examples(spec.key)]:
        seeds.setdefault((example.game, example.action), []).append(example.data)
    return seeds


SEEDS = _seeds()


DIGIT = st.integers(0, 9)
SIX = st.integers(0, 5)
SHORT_KEYS = st.text(max_size=8)


def _mutate(draw, value):
    """A documented request with some parts replaced, dropped or duplicated: shaped enough to go
    deep into the rules, wrong enough to reach every check.

    A plain recursive function over hypothesis' `draw`, so that every choice still shrinks, but
    no strategy is built per node (building one per node took about 7 of this module's 40 s).
    """
    if draw(DIGIT) == 0:
        return draw(json_values)
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            if draw(DIGIT) == 0:
                continue  # dropped
            out[key] = _mutate(draw, item)
        if draw(DIGIT) == 0:
            out[draw(SHORT_KEYS)] = draw(json_values)
        return out
    if isinstance(value, list):
        items = [_mutate(draw, item) for item in value]
        if items and draw(SIX) == 0:
            items.append(items[draw(st.integers(0, len(items) - 1))])
        if items and draw(SIX) == 0:
            items.pop(draw(st.integers(0, len(items) - 1)))
        return items
    if isinstance(value, bool):
        return draw(st.booleans())
    if isinstance(value, int):
        return draw(st.sampled_from([value, value + 1, value - 1, 0, -1, 10**6])) if draw(st.booleans()) else value
    if isinstance(value, str):
        return draw(st.sampled_from([value, value.upper(), f" {value} ", "", value + "\u200b", "İı"])) if draw(st.booleans()) else value
    return value


@st.composite
def mutated(draw, value):
    return _mutate(draw, value)


def test_every_action_of_every_game_has_a_documented_request():
    assert [key for key in ACTIONS if key not in SEEDS] == []


@pytest.mark.parametrize("game,action", ACTIONS)
@settings(max_examples=150, deadline=None)
@given(data=st.data(), lang=st.sampled_from(LANGUAGES))
def test_any_request_to_each_action_gets_a_structured_answer(game, action, data, lang):
    seeds = SEEDS.get((game, action)) or [{}]
    request = data.draw(st.sampled_from(seeds).flatmap(mutated) | json_values)
    assert_structured(handle({"game": game, "action": action, "lang": lang, "data": request}))


@pytest.mark.parametrize("game", [spec.key for spec in specs()])
def test_warming_a_game_reads_its_messages_before_its_first_request(game, monkeypatch):
    """The browser worker warms every game before keeping its memory snapshot: the game's message
    file is then in memory, so a later page's first answer in that game does not read it."""
    monkeypatch.setattr(i18n, "_files", {})
    warm_up(game)
    assert {game, "shared"} <= set(i18n._files)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_unknown_game_is_refused_in_the_requested_language(lang):
    answer = handle({"game": "chess", "action": "score", "lang": lang, "data": {}})
    assert answer["ok"] is False
    assert answer["errors"][0]["path"] == "game"
    assert "chess" in answer["errors"][0]["message"]


GAMES_WITH_AN_ACTION = [(spec.key, sorted(spec.actions)[0]) for spec in specs()]


@pytest.mark.parametrize("game,action", GAMES_WITH_AN_ACTION)
def test_messages_differ_by_language(game, action):
    texts = {lang: handle({"game": game, "action": action, "lang": lang, "data": []})["errors"][0]["message"] for lang in LANGUAGES}
    assert len(set(texts.values())) == len(LANGUAGES)


@pytest.mark.parametrize("game,action", GAMES_WITH_AN_ACTION)
def test_unknown_language_is_refused(game, action):
    answer = handle({"game": game, "action": action, "lang": "de", "data": {}})
    assert [e["path"] for e in answer["errors"]] == ["lang"]


def test_invalid_json_text_is_answered_not_raised():
    assert json.loads(handle_json("{not json"))["errors"][0]["code"] == "common.invalid_json"


def _each_field_replaced(value):
    """Each action's first documented request with one of its top-level fields replaced by ``value``, in turn."""
    for (game, action), seeds in sorted(SEEDS.items()):
        seed = seeds[0]
        for key in seed if isinstance(seed, dict) else ():
            yield game, action, {**seed, key: value}


def test_deeply_nested_json_is_answered_not_raised():
    deep = "[" * 100_000 + "]" * 100_000
    assert json.loads(handle_json(deep))["ok"] is False
    nested = json.loads("[" * 500 + "]" * 500)
    for game, action, data in _each_field_replaced(nested):
        assert_structured(handle({"game": game, "action": action, "data": data}))


@pytest.mark.parametrize("value", [10**400, "x" * 100_000], ids=["huge number", "long string"])
def test_huge_numbers_and_long_strings_are_refused_politely(value):
    for game, action, data in _each_field_replaced(value):
        answer = handle({"game": game, "action": action, "data": data})
        assert_structured(answer)
        assert not answer["ok"], (game, action, data.keys())
        assert all(len(e["message"]) < 300 for e in answer["errors"]), (game, action, answer["errors"])