"""Property tests: valid pyramids keep the scoring's invariants."""


from hypothesis import given, settings
from hypothesis import strategies as st

from calculators.api import handle
from calculators.ipso.bounds import reachable

COLOURS = ["red", "yellow", "green", "blue", "purple"]


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


# A round's score and stars some pyramid can give (a typed score no pyramid gives is refused).
TYPED = st.tuples(st.integers(0, 60), st.integers(0, 8)).filter(lambda pair: reachable(*pair, even_odd=False))
TYPED_MAYBE_STARS = st.tuples(st.integers(0, 40), st.one_of(st.none(), st.integers(0, 5))).filter(lambda pair: reachable(*pair, even_odd=False))


@settings(max_examples=150)
@given(scores=st.lists(TYPED, min_size=2, max_size=6))
def test_ranking_orders_by_points_then_stars(scores):
    players = [{"name": f"P{i}", "rounds": [{"score": s, "stars": k}]} for i, (s, k) in enumerate(scores)]
    answer = handle({"game": "ipso", "action": "game", "lang": "en", "data": {"players": players}})
    assert answer["ok"], answer
    ranks = {place["player"]: place["rank"] for place in answer["ranking"]["places"]}
    for i, (si, ki) in enumerate(scores):
        better = sum(1 for sj, kj in scores if (sj, kj) > (si, ki))
        assert ranks[i] == better + 1
    best = max(scores)
    assert answer["ranking"]["winners"] == [i for i, s in enumerate(scores) if s == best]
    assert answer["ranking"]["outcome"] == ("win" if scores.count(best) == 1 else "shared_victory")


@settings(max_examples=150)
@given(scores=st.lists(TYPED_MAYBE_STARS, min_size=2, max_size=6))
def test_a_first_place_tie_with_unknown_stars_is_never_a_shared_victory(scores):
    players = [{"name": f"P{i}", "rounds": [{"score": s} if k is None else {"score": s, "stars": k}]} for i, (s, k) in enumerate(scores)]
    answer = handle({"game": "ipso", "action": "game", "lang": "en", "data": {"players": players}})
    top = max(s for s, _ in scores)
    level = [k for s, k in scores if s == top]
    outcome = answer["ranking"]["outcome"]
    if len(level) > 1 and None in level:
        assert outcome == "undecided"
    elif len(level) == 1:
        assert outcome == "win"
    else:
        assert outcome == ("shared_victory" if level.count(max(level)) > 1 else "win")
