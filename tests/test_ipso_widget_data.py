"""IPSO's facts have one home: the widgets get them from the spec (``api.data``), never write
them again, and every widget string speaks the project's terms (Turkish "raunt" for a round)."""

import json
import re
from pathlib import Path

from calculators.api import handle
from calculators.i18n import catalogue_file
from calculators.ipso.spec import SPEC

ROOT = Path(__file__).resolve().parent.parent
WIDGETS = sorted((ROOT / "docs" / "assets" / "js" / "widgets").glob("ipso-*.js"))


LIMITS = SPEC.widget_data()["limits"]
# A revealed pyramid the rules accept (the one of FORMATS.md): its cards are changed one at a time below.
ROWS = [
    [{"number": 50, "colour": "red"}, {"number": 12, "colour": "blue", "stars": 1}],
    [{"number": 8, "colour": "green"}, {"number": 27, "colour": "yellow"}, {"number": 63, "colour": "red", "stars": 1}],
    [{"number": 14, "colour": "blue"}, {"number": 30, "colour": "blue"}, {"number": 46, "colour": "blue"}, {"number": 71, "colour": "blue"}],
    [{"number": 3, "colour": "purple"}, {"number": 21, "colour": "purple"}, {"number": 38, "colour": "purple"}, {"number": 55, "colour": "purple"}, {"number": 88, "colour": "purple"}],
]


def _pyramid(**card):
    """ROWS with the last card of the last row changed."""
    rows = [list(row) for row in ROWS]
    rows[-1][-1] = {**rows[-1][-1], **card}
    return {"rows": rows, "star_card": LIMITS["star_card"]["choices"][0]}


def _score(data):
    return handle({"game": "ipso", "action": "score", "lang": "en", "data": data})


def _sheet(players, mode=None, even_odd=False):
    data = {"players": players, "variants": {"even_odd": even_odd}} | ({} if mode is None else {"mode": mode})
    return handle({"game": "ipso", "action": "game", "lang": "en", "data": data})


def _typed(score=0, stars=None, name=""):
    entry = {"score": score} if stars is None else {"score": score, "stars": stars}
    return {"name": name, "rounds": [entry]}


def test_the_numbers_the_widgets_offer_are_where_the_calculators_draw_the_line():
    """What a widget lets a player type is what the calculators accept, and one step beyond is refused."""
    numbers, printed = LIMITS["numbers"], LIMITS["printed_stars"]
    assert [len(row) for row in ROWS] == LIMITS["rows"]
    assert _score(_pyramid(number=numbers["max"]))["ok"] and not _score(_pyramid(number=numbers["max"] + 1))["ok"]
    assert _score(_pyramid(stars=printed["max"]))["ok"] and not _score(_pyramid(stars=printed["max"] + 1))["ok"]
    assert not _score({**_pyramid(), "rows": ROWS[:-1]})["ok"], "a pyramid has every row the widgets draw"
    kept = _score(_pyramid())
    given_up = _score({**_pyramid(), "star_card": LIMITS["star_card"]["choices"][1]})
    assert kept["total"] - given_up["total"] == LIMITS["star_card"]["points"]
    # A typed score: at most what the best pyramid gives with any variant (with its stars), no more.
    top = {"score": LIMITS["typed"]["score"]["max"], "stars": LIMITS["typed"]["stars"]["max"]}
    assert _sheet([_typed(**top), _typed()], even_odd=True)["ok"]
    for field in ("score", "stars"):
        beyond = {**top, field: top[field] + 1}
        assert not _sheet([_typed(**beyond), _typed()], even_odd=True)["ok"], field


def test_the_players_names_and_modes_the_widgets_offer_are_those_the_sheet_accepts():
    players, longest = LIMITS["players"], LIMITS["name_length"]
    assert _sheet([_typed() for _ in range(players["max"])])["ok"]
    assert not _sheet([_typed() for _ in range(players["max"] + 1)])["ok"]
    assert not _sheet([_typed() for _ in range(players["min"] - 1)])["ok"]
    assert _sheet([_typed(name="N" * longest), _typed()])["ok"] and not _sheet([_typed(name="N" * (longest + 1)), _typed()])["ok"]
    for mode, rounds in LIMITS["modes"].items():
        answer = _sheet([_typed(), _typed()], mode)
        assert answer["ok"] and answer["rounds_planned"] == rounds, mode


def test_the_colours_the_widgets_offer_are_the_rules_colours_with_their_names():
    data = SPEC.widget_data()
    for colour in data["colours"]:
        assert colour["name"] in catalogue_file("ipso")
        assert _score(_pyramid(colour=colour["key"]))["ok"], colour
    assert not _score(_pyramid(colour="black"))["ok"]


def test_the_built_page_carries_the_widget_data(site_dir):
    html = (site_dir / "en" / "ipso" / "calculators" / "index.html").read_text(encoding="utf-8")
    config = json.loads(re.search(r'<script type="application/json" id="calc-config">(.*?)</script>', html, re.S).group(1))
    assert config["data"]["ipso"] == json.loads(json.dumps(SPEC.widget_data()))


def test_no_ipso_fact_is_written_in_javascript():
    facts = [
        r"\b90\b", r"\b300\b", r"\b2,\s*3,\s*4,\s*5\b", r"maxlength:\s*\d", r"MAX_PLAYERS|MIN_PLAYERS|ROW_SIZES|COLOURS\s*=",
        r"""["'](?:red|yellow|green|blue|purple)["']""", r"""["'](?:single|tournament)["']""", r"[●▲■◆✚]",
    ]
    found = [
        (path.name, pattern)
        for path in WIDGETS
        for pattern in facts
        if re.search(pattern, path.read_text(encoding="utf-8"))
    ]
    assert found == []


def test_turkish_widget_and_answer_strings_say_raunt_for_a_round():
    """One term per concept: a round is "raunt" in Turkish, never "el" (a hand) nor "tur" (a turn)."""
    wrong = []
    for key, entry in catalogue_file("ipso").items():
        tr = entry["tr"]
        if re.search(r"\bel(?:in|de|den|i|ler\w*)?\b", tr):
            wrong.append((key, tr))
        if re.search(r"\bround", entry["en"], re.I) and not re.search(r"\bbonus turn", entry["en"]) and not re.search(r"raun[dt]", tr, re.I):
            wrong.append((key, tr))
    assert wrong == []
