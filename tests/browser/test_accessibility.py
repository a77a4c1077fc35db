"""Accessibility: axe-core (pinned in package.json) finds no serious or critical violation
on any page type in French, English and Turkish, widgets included once they show results."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
GAMES = ["pixies", "ipso", "dixit", "neteru"]
PAGE_TYPES = [""] + [f"{game}/{kind}" for game in GAMES for kind in ("", "teach/", "summary/", "examples/", "calculators/")] + ["pixies/cards/"]
PREFIX = {"fr": "", "en": "en/", "tr": "tr/"}

RUN_AXE = """async () => {
  const results = await axe.run(document, { resultTypes: ["violations"] });
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
}"""


def settle(page):
    for widget in page.locator(".calc-widget").all():
        widget.locator("[data-state=ready]").first.wait_for()


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
@pytest.mark.parametrize("path", [p.replace("/", "", 1) if p.endswith("//") else p for p in PAGE_TYPES])
def test_no_serious_accessibility_violation(page, base_url, lang, path):
    page.goto(f"{base_url}{PREFIX[lang]}{path}")
    settle(page)
    page.add_script_tag(path=str(AXE))
    assert page.evaluate(RUN_AXE) == []


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("kind", ["", "examples/", "calculators/"])
def test_no_serious_violation_in_the_dark_scheme(page, base_url, game, kind):
    page.emulate_media(color_scheme="dark")
    page.goto(f"{base_url}en/{game}/{kind}")
    settle(page)
    assert page.get_attribute("body", "data-md-color-scheme") == "slate"
    page.add_script_tag(path=str(AXE))
    assert page.evaluate(RUN_AXE) == []
