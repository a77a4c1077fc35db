"""calculators/ipso/FORMATS.md documents every IPSO action, and its checked examples state what the calculators give."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from calculators.api import handle
from calculators.i18n import LANGUAGES
from calculators.ipso.actions import ACTIONS
from hooks.fences import differences, find_examples

ROOT = Path(__file__).resolve().parent.parent
FORMATS = ROOT / "calculators" / "ipso" / "FORMATS.md"
TEXT = FORMATS.read_text(encoding="utf-8")
EXAMPLES = find_examples(TEXT, "calculators/ipso/FORMATS.md")


def test_every_action_has_a_section_and_a_checked_example():
    sections = re.findall(r"^## `(\w+)`", TEXT, re.MULTILINE)
    assert sorted(sections) == sorted(ACTIONS)
    assert sorted({example.action for example in EXAMPLES}) == sorted(ACTIONS)


@pytest.mark.parametrize("example", EXAMPLES, ids=[example.action for example in EXAMPLES])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_documented_example_is_what_the_calculator_answers(example, lang):
    assert example.game == "ipso"
    assert differences(example, handle(example.request(lang))) == []


@pytest.mark.parametrize("example", EXAMPLES, ids=[example.action for example in EXAMPLES])
def test_each_documented_example_runs_on_the_command_line(example):
    done = subprocess.run(
        [sys.executable, "-m", "calculators", "ipso", example.action, "--lang", "en"],
        input=json.dumps(example.data), capture_output=True, text=True, cwd=ROOT,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert differences(example, json.loads(done.stdout)) == []


def test_every_error_code_of_the_package_is_documented():
    """Every code the IPSO code records as an error or a warning is listed in FORMATS.md."""
    import ast

    codes = set()
    for path in (FORMATS.parent).glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("error", "warn"):
                if len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) and str(node.args[1].value).startswith("ipso."):
                    codes.add(node.args[1].value)
            # A card's rule named through its slot: Slot.code("number_invalid") builds ipso.number_invalid
            # for a pyramid's card and ipso.drawn.number_invalid for the drawn card.
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "code":
                if node.args and isinstance(node.args[0], ast.Constant):
                    codes.update({f"ipso.{node.args[0].value}", f"ipso.drawn.{node.args[0].value}"})
    assert codes, "the scan found no code: it is looking in the wrong place"
    missing = sorted(code for code in codes if f"`{code}`" not in TEXT)
    assert missing == []
