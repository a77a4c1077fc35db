"""Accessibility: axe-core (pinned in package.json) finds no serious or critical violation.

Every page in French, English and Turkish is checked as it loads, widgets included once they
show results (tests/browser/test_pages.py, one visit per page); here, the dark colour scheme."""

from pathlib import Path

import pytest

from calculators import registry
from tests.browser.conftest import wait_for_widgets

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
GAMES = list(registry.GAMES)

RUN_AXE = """async () => {
  const results = await axe.run(document, { resultTypes: ["violations"] });
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
}"""


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("kind", ["", "examples/", "calculators/"])
def test_no_serious_violation_in_the_dark_scheme(page, base_url, game, kind):
    page.emulate_media(color_scheme="dark")
    page.goto(f"{base_url}en/{game}/{kind}")
    wait_for_widgets(page)
    assert page.get_attribute("body", "data-md-color-scheme") == "slate"
    page.add_script_tag(path=str(AXE))
    assert page.evaluate(RUN_AXE) == []
