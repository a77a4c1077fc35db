"""Hostile requests: limits, encodings, duplicate keys, surrogates and the language of every refusal.

The same reading (``calculators/request.py``) serves the library (``handle_json``), the browser's
worker (the same function in Pyodide: ``tests/browser/test_pyodide_parity.py`` replays these
texts there) and the command line (``tests/test_cli.py``).
"""

import json
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculators.api import handle, handle_json
from calculators.i18n import LANGUAGES
from calculators.registry import specs
from calculators.request import LIMITS, MAX_CHARS, MAX_DEPTH, MAX_DIGITS, MAX_KEYS, MAX_LIST, MAX_VALUES

# A documented request of each game: its first action with empty data (the data does not matter here).
FIRST = [(spec.key, sorted(spec.actions)[0]) for spec in specs()]


def request_text(data_text: str, game_action=FIRST[0], lang="en") -> str:
    game, action = game_action
    return f'{{"game": "{game}", "action": "{action}", "lang": "{lang}", "data": {data_text}}}'


# One text beyond each limit, as a user or a script could send it.
BEYOND = {
    "chars": request_text('"' + "x" * MAX_CHARS + '"'),
    "depth": "[" * (MAX_CHARS // 2) + "]" * (MAX_CHARS // 2),
    "values": request_text("[" + ",".join(["[" + ",".join(["0"] * MAX_LIST) + "]"] * (MAX_VALUES // MAX_LIST + 1)) + "]"),
    "digits": request_text("9" * (MAX_DIGITS + 1)),
    "keys": request_text("{" + ",".join(f'"k{i}": 0' for i in range(MAX_KEYS + 1)) + "}"),
    "items": request_text("[" + ",".join(["0"] * (MAX_LIST + 1)) + "]"),
}


def errors(text, lang="en"):
    return json.loads(handle_json(text, lang))["errors"]


def quickest_ms(text, runs=3):
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        handle_json(text)
        best = min(best, (time.perf_counter() - start) * 1000)
    return best


@pytest.mark.parametrize("limit", sorted(LIMITS))
def test_a_request_beyond_a_limit_gets_one_error_naming_it_at_once(limit):
    text = BEYOND[limit]
    found = errors(text)
    assert [(e["code"], e["params"]["limit"], e["params"]["max"]) for e in found] == [("common.request_too_large", limit, LIMITS[limit])]
    assert str(LIMITS[limit]) in found[0]["message"]
    assert quickest_ms(text) < 50


def test_an_object_of_a_hundred_thousand_keys_is_refused_at_once_with_a_short_answer():
    text = request_text("{" + ",".join(f'"key{i}": {i}' for i in range(100_000)) + "}")
    answer = handle_json(text)
    assert len(answer) < 1000 and json.loads(answer)["errors"][0]["code"] == "common.request_too_large"
    assert quickest_ms(text) < 50


@pytest.mark.parametrize("limit", ["depth", "keys", "items", "values"])
def test_a_request_given_as_objects_meets_the_same_limits(limit):
    request = json.loads(BEYOND[limit]) if limit != "depth" else json.loads("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))
    assert [e["params"]["limit"] for e in handle(request)["errors"]] == [limit]


def test_requests_at_the_limits_are_read():
    deep = "[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1)  # inside "data", one level down
    for data in (deep, "[" + ",".join(["0"] * MAX_LIST) + "]", "9" * MAX_DIGITS):
        assert all(e["code"] != "common.request_too_large" for e in errors(request_text(data))), data[:40]


def test_a_byte_order_mark_is_accepted():
    game, action = FIRST[0]
    text = request_text("{}")
    assert handle_json("\ufeff" + text) == handle_json(text)
    assert handle_json(("\ufeff" + text).encode("utf-8")) == handle_json(text)


def test_bytes_that_are_not_utf8_are_refused_with_their_place():
    text = request_text('"caf\xe9"').encode("latin-1")
    assert [(e["code"], e["params"]) for e in errors(text)] == [("common.not_utf8", {"offset": text.index(b"\xe9")})]


@settings(max_examples=60, deadline=None)
@given(keys=st.lists(st.text(min_size=1, max_size=8), min_size=1, max_size=5, unique=True), twice=st.integers(0, 4), depth=st.integers(0, 3))
def test_a_key_given_twice_is_refused_never_merged(keys, twice, depth):
    key = keys[twice % len(keys)]
    members = [f"{json.dumps(k)}: {i}" for i, k in enumerate(keys)] + [f"{json.dumps(key)}: 99"]
    inner = "{" + ", ".join(members) + "}"
    for _ in range(depth):
        inner = f'{{"x": [{inner}]}}'
    found = errors(request_text(inner))
    assert [e["code"] for e in found] == ["common.duplicate_key"]
    assert found[0]["params"]["key"] == key


SURROGATES = st.text(alphabet=st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF), min_size=1, max_size=3)


@settings(max_examples=100, deadline=None)
@given(game_action=st.sampled_from(FIRST), where=st.sampled_from(["game", "action", "lang", "key", "value"]), bad=SURROGATES, lang=st.sampled_from(LANGUAGES))
def test_lone_surrogates_are_never_echoed(game_action, where, bad, lang):
    game, action = game_action
    request = {"game": game, "action": action, "lang": lang, "data": {}}
    if where in request:
        request[where] += bad
    else:
        request["data"] = {bad: 1} if where == "key" else bad
    answer = handle_json(json.dumps(request), lang)  # ensure_ascii: the surrogates travel as "\\ud800"
    assert not any(0xD800 <= ord(char) <= 0xDFFF for char in answer)
    assert json.loads(answer)["ok"] is False


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_refusal_of_an_unreadable_request_is_in_the_language_asked(lang):
    for text in ["[]", "", "{not json", '{"a": 1, "a": 2}', BEYOND["depth"], b"\xff", '{"game": "nope"}', '{"lang": "xx"}']:
        (error,) = errors(text, lang)
        assert error["message"] == errors(text, lang)[0]["message"]
        assert len({errors(text, other)[0]["message"] for other in LANGUAGES}) == len(LANGUAGES), text[:20]
        if lang != "fr":
            assert error["message"] != errors(text, "fr")[0]["message"]


def test_a_request_without_data_says_what_is_missing():
    game, action = FIRST[0]
    found = errors(json.dumps({"game": game, "action": action, "lang": "en"}))
    assert [(e["path"], e["code"]) for e in found] == [("data", "common.data_missing")]
    assert game in found[0]["message"] and action in found[0]["message"]


def test_broken_json_says_where():
    (error,) = errors('{"game": "x",\n "action": }')
    assert error["code"] == "common.invalid_json" and error["params"] == {"line": 2, "column": 12}


JSON_TEXT = st.recursive(
    st.sampled_from(["0", "-1", "1.5", "true", "null", '"x"', '"\\ud800"', "9" * MAX_DIGITS + "9"]),
    lambda inner: st.lists(inner, max_size=4).map(lambda items: "[" + ",".join(items) + "]")
    | st.lists(st.tuples(st.sampled_from(['"a"', '"b"', '"round"', '"grid"']), inner), max_size=4).map(lambda pairs: "{" + ",".join(f"{k}:{v}" for k, v in pairs) + "}"),
    max_leaves=30,
)


@settings(max_examples=200, deadline=None)
@given(
    data=JSON_TEXT,
    game_action=st.sampled_from(FIRST),
    wrap=st.integers(0, 40),
    cut=st.integers(0, 5),
    bom=st.booleans(),
    lang=st.sampled_from(LANGUAGES),
)
def test_any_text_near_the_limits_gets_a_structured_answer(data, game_action, wrap, cut, bom, lang):
    text = request_text("[" * wrap + data + "]" * wrap, game_action, lang)
    text = ("\ufeff" if bom else "") + text[: len(text) - cut]
    answer = json.loads(handle_json(text, lang))
    assert answer["ok"] in (True, False) and answer["ok"] == (not answer["errors"])
    assert all(e["code"] != "common.internal_error" for e in answer["errors"])
