"""Property tests: no JSON makes an IPSO action raise, and valid pyramids keep the scoring's invariants."""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from calculators.api import handle

ACTIONS = ["score", "bonus", "game"]
COLOURS = ["red", "yellow", "green", "blue", "purple"]
KEYS = ["rows", "star_card", "variants", "drawn", "players", "mode", "name", "rounds", "pyramid", "score", "stars",
        "number", "colour", "even_odd", "__proto__", ""]

json_leaf = (
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30)
    | st.sampled_from(COLOURS + ["kept", "given_up", "single", "tournament", " ", "x" * 41])
    | st.integers(-5, 95)
)
any_json = st.recursive(
    json_leaf,
    lambda inner: st.lists(inner, max_size=7) | st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=8), inner, max_size=6),
    max_leaves=60,
)
card_like = st.fixed_dictionaries({}, optional={"number": st.integers(-2, 93) | any_json, "colour": st.sampled_from(COLOURS) | any_json, "stars": st.integers(-1, 10) | any_json})
rows_like = st.lists(st.lists(card_like | any_json, min_size=0, max_size=6), min_size=0, max_size=6)
pyramid_like = st.fixed_dictionaries({"rows": rows_like}, optional={"star_card": st.sampled_from(["kept", "given_up"]) | any_json, "variants": any_json})
bonus_like = st.fixed_dictionaries({"rows": rows_like}, optional={"drawn": card_like | any_json, "variants": any_json})
entry_like = st.none() | st.fixed_dictionaries({}, optional={"score": st.integers(-1, 310) | any_json, "stars": any_json, "pyramid": pyramid_like | any_json})
sheet_like = st.fixed_dictionaries(
    {"players": st.lists(st.fixed_dictionaries({"name": st.text(max_size=6) | any_json}, optional={"rounds": st.lists(entry_like | any_json, max_size=5)}), max_size=8)},
    optional={"mode": st.sampled_from(["single", "tournament"]) | any_json, "variants": any_json},
)


def check_answer(answer):
    assert isinstance(answer, dict) and answer["ok"] in (True, False)
    json.dumps(answer)
    if not answer["ok"]:
        assert answer["errors"], answer
        for error in answer["errors"]:
            assert isinstance(error["path"], str) and error["code"] != "common.internal_error"
            assert error["message"] and not error["message"].startswith(("ipso.", "common."))


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(
    data=any_json | pyramid_like | bonus_like | sheet_like,
    action=st.sampled_from(ACTIONS),
    lang=st.sampled_from(["fr", "en", "tr"]),
)
def test_any_json_into_any_ipso_action_gives_an_answer_never_an_exception(data, action, lang):
    check_answer(handle({"game": "ipso", "action": action, "lang": lang, "data": data}))


@st.composite
def valid_pyramid(draw):
    numbers = draw(st.lists(st.integers(1, 90), min_size=15, max_size=15, unique=True))
    colours = draw(st.lists(st.sampled_from(COLOURS), min_size=15, max_size=15))
    stars = draw(st.lists(st.integers(0, 2), min_size=15, max_size=15))
    cards = [{"number": n, "colour": k, "stars": s} for n, k, s in zip(numbers, colours, stars)]
    rows, start = [], 0
    for size in (2, 3, 4, 5):
        row = cards[start:start + size]
        if draw(st.booleans()):  # sort half the rows, so increasing rows are common
            row = sorted(row, key=lambda card: card["number"])
        rows.append(row)
        start += size
    return rows, cards[14]


@settings(max_examples=300)
@given(case=valid_pyramid(), star_card=st.sampled_from(["kept", "given_up"]), even_odd=st.booleans())
def test_valid_pyramids_follow_the_scoring_rules(case, star_card, even_odd):
    rows, _ = case
    answer = handle({"game": "ipso", "action": "score", "lang": "en",
                     "data": {"rows": rows, "star_card": star_card, "variants": {"even_odd": even_odd}}})
    assert answer["ok"], answer
    for row, result in zip(rows, answer["rows"]):
        numbers = [card["number"] for card in row]
        increasing = all(a < b for a, b in zip(numbers, numbers[1:]))
        assert result["increasing"] is increasing
        if not increasing:
            assert result["points"] == 0
            continue
        one_colour = len({card["colour"] for card in row}) == 1
        same_parity = len({n % 2 for n in numbers}) == 1
        expected = len(row) * (2 if one_colour else 1) + sum(card["stars"] for card in row)
        expected += len(row) if even_odd and same_parity else 0
        assert result["points"] == expected
    assert answer["total"] == sum(r["points"] for r in answer["rows"]) + (3 if star_card == "kept" else 0)
    assert 0 <= answer["stars"] <= sum(card["stars"] for row in rows for card in row) + 1


@settings(max_examples=150)
@given(case=valid_pyramid(), even_odd=st.booleans())
def test_bonus_lists_every_swap_and_its_best_is_the_highest(case, even_odd):
    rows, drawn = case
    answer = handle({"game": "ipso", "action": "bonus", "lang": "fr",
                     "data": {"rows": rows, "drawn": drawn, "variants": {"even_odd": even_odd}}})
    assert answer["ok"], answer
    totals = [swap["total"] for swap in answer["swaps"]]
    assert len(totals) == 14 and answer["best"]["total"] == max(totals) == totals[0]
    assert answer["pays"] is (answer["best"]["total"] > answer["keep"]["total"])
    assert answer["unused"]["total"] == answer["keep"]["total"] - 3


@settings(max_examples=150)
@given(scores=st.lists(st.tuples(st.integers(0, 60), st.integers(0, 8)), min_size=2, max_size=6))
def test_ranking_orders_by_points_then_stars(scores):
    players = [{"name": f"P{i}", "rounds": [{"score": s, "stars": k}]} for i, (s, k) in enumerate(scores)]
    answer = handle({"game": "ipso", "action": "game", "lang": "en", "data": {"players": players}})
    assert answer["ok"], answer
    places = [p["place"] for p in answer["players"]]
    for i, (si, ki) in enumerate(scores):
        better = sum(1 for sj, kj in scores if (sj, kj) > (si, ki))
        assert places[i] == better + 1
    best = max(scores)
    assert answer["winners"] == [f"P{i}" for i, s in enumerate(scores) if s == best]
