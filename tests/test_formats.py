"""Each game's FORMATS.md documents every action with a checked example, the same way for all games.

For every registered game: each action has a section and an ``example GAME ACTION`` fence;
each example is what the calculators answer, in every language, through the API and through
the command line (one process per game).
"""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from calculators.api import handle
from calculators.i18n import LANGUAGES
from calculators.registry import GAMES, spec
from hooks.fences import differences, find_examples

ROOT = Path(__file__).resolve().parent.parent


def formats(game: str) -> str:
    return (ROOT / "calculators" / game / "FORMATS.md").read_text(encoding="utf-8")


EXAMPLES = [(game, example) for game in GAMES for example in find_examples(formats(game), f"calculators/{game}/FORMATS.md")]


@pytest.mark.parametrize("game", GAMES)
def test_every_action_has_a_section_and_an_example(game):
    text = formats(game)
    actions = set(spec(game).actions)
    sections = {match.strip("`") for match in re.findall(r"^## `?(\w+)`?", text, re.MULTILINE)}
    assert actions <= sections, f"no section for {sorted(actions - sections)}"
    documented = {example.action for example in find_examples(text)}
    assert documented == actions, f"actions without an example: {sorted(actions - documented)}"


@pytest.mark.parametrize("game,example", EXAMPLES, ids=[f"{g}-{e.action}-{e.line}" for g, e in EXAMPLES])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_documented_example_is_what_the_calculator_answers(game, example, lang):
    assert example.game == game
    assert differences(example, handle(example.request(lang))) == []


@pytest.mark.parametrize("game", GAMES)
def test_each_documented_example_runs_on_the_command_line(game):
    for example in [e for g, e in EXAMPLES if g == game]:
        done = subprocess.run(
            [sys.executable, "-m", "calculators", game, example.action, "--lang", "tr"],
            input=json.dumps(example.data), capture_output=True, text=True, cwd=ROOT,
        )
        assert done.returncode == 0, (example.action, done.stdout, done.stderr)
        assert differences(example, json.loads(done.stdout)) == []
