"""IPSO's facts have one home: the widgets get them from the spec (``api.data``), never write
them again, and every widget string speaks the project's terms (Turkish "raunt" for a round)."""

import json
import re
from pathlib import Path

from calculators.i18n import catalogue_file
from calculators.ipso.cards import COLOURS, HIGHEST, LOWEST, MAX_PRINTED_STARS
from calculators.ipso.pyramid import ROW_SIZES
from calculators.ipso.scoring import STAR_CARD_POINTS
from calculators.ipso.spec import MAX_TYPED_SCORE, SPEC
from calculators.players import NAME_LENGTH

ROOT = Path(__file__).resolve().parent.parent
WIDGETS = sorted((ROOT / "docs" / "assets" / "js" / "widgets").glob("ipso-*.js"))


def test_the_widgets_get_the_rules_numbers_from_the_spec():
    data = SPEC.widget_data()
    limits = data["limits"]
    assert limits["rows"] == list(ROW_SIZES)
    assert limits["numbers"] == {"min": LOWEST, "max": HIGHEST}
    assert limits["printed_stars"]["max"] == MAX_PRINTED_STARS
    assert limits["star_card"] == {"choices": ["kept", "given_up"], "points": STAR_CARD_POINTS}
    assert limits["typed"]["score"]["max"] == MAX_TYPED_SCORE
    assert limits["players"] == {"min": 2, "max": 6} and limits["name_length"] == NAME_LENGTH
    assert limits["modes"] == {"single": 1, "tournament": 4}
    assert [(c["key"], c["symbol"]) for c in data["colours"]] == list(COLOURS.items())
    assert all(c["name"] in catalogue_file("ipso") for c in data["colours"])


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
