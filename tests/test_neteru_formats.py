"""calculators/neteru/FORMATS.md documents every action, and its examples state what the calculators give."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from calculators.api import handle
from calculators.i18n import LANGUAGES
from calculators.registry import spec
from hooks.fences import differences, find_examples

FORMATS = Path(__file__).resolve().parent.parent / "calculators" / "neteru" / "FORMATS.md"
TEXT = FORMATS.read_text(encoding="utf-8")
EXAMPLES = find_examples(TEXT, "calculators/neteru/FORMATS.md")
ACTIONS = spec("neteru").actions


def test_every_action_has_a_section_and_one_example():
    sections = re.findall(r"^## `(\w+)`$", TEXT, re.MULTILINE)
    assert sorted(sections) == sorted(ACTIONS)
    assert sorted(example.action for example in EXAMPLES) == sorted(ACTIONS)


@pytest.mark.parametrize("example", EXAMPLES, ids=[example.action for example in EXAMPLES])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_documented_example_is_what_the_calculator_answers(example, lang):
    assert example.game == "neteru"
    assert differences(example, handle(example.request(lang))) == []


@pytest.mark.parametrize("example", EXAMPLES, ids=[example.action for example in EXAMPLES])
def test_each_documented_example_runs_on_the_command_line(example):
    done = subprocess.run(
        [sys.executable, "-m", "calculators", "neteru", example.action, "--lang", "tr"],
        input=json.dumps(example.data),
        capture_output=True,
        text=True,
        cwd=FORMATS.parents[2],
    )
    assert done.returncode == 0, done.stderr
    assert differences(example, json.loads(done.stdout)) == []
