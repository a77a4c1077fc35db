"""Each game's FORMATS.md documents every action with a checked example, the same way for all games.

For every registered game: each action has a section and an ``example GAME ACTION`` fence (the
actions every game shares: in calculators/FORMATS.md, whose examples are checked for each game);
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
from calculators.registry import GAMES, SHARED_ACTIONS, spec
from hooks.fences import differences, formats_examples, formats_of

ROOT = Path(__file__).resolve().parent.parent


def sections(game: str | None) -> set[str]:
    text = formats_of(game).read_text(encoding="utf-8")
    return {match.strip("`") for match in re.findall(r"^## `?(\w+)`?", text, re.MULTILINE)}


EXAMPLES = [(game, example) for game in GAMES for example in formats_examples(game)]


@pytest.mark.parametrize("game", GAMES)
def test_every_action_has_a_section_and_an_example(game):
    """A game's own actions in its FORMATS.md, the ones every game shares in calculators/FORMATS.md."""
    actions = set(spec(game).actions)
    assert set(SHARED_ACTIONS) <= sections(None)
    own = actions - set(SHARED_ACTIONS)
    assert own <= sections(game), f"no section for {sorted(own - sections(game))}"
    documented = {example.action for example in formats_examples(game)}
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
