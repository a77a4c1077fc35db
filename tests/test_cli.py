"""`python -m calculators GAME ACTION` reads JSON on stdin and answers JSON, exit 0 or 2."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOOKLET = {"round": 1, "grid": {"1": {"card": "blue-1-1"}, "2": {"card": "multi-2-1"}, "3": {"card": "blue-3-1"}, "4": {"card": "blue-4-2"}, "5": {"card": "green-5-2", "validated": True}, "6": {"back": True}, "7": {"card": "yellow-7-2"}, "8": {"card": "blue-8-1", "validated": True}, "9": {"back": True}}}


def run(*args, stdin):
    return subprocess.run([sys.executable, "-m", "calculators", *args], input=stdin, capture_output=True, text=True, cwd=ROOT)


def test_pixies_score_on_the_command_line():
    done = run("pixies", "score", "--lang", "en", stdin=json.dumps(BOOKLET))
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["total"] == 32
    assert answer["parts"]["zone"]["slots"] == [1, 2, 3, 4]


def test_invalid_input_exits_2_with_a_localized_message():
    done = run("pixies", "score", "--lang", "tr", stdin='{"round": 4, "grid": {}}')
    assert done.returncode == 2
    assert json.loads(done.stdout)["errors"][0]["message"].startswith("4 değeri")


def test_broken_json_exits_2():
    done = run("pixies", "score", stdin="{")
    assert done.returncode == 2
    assert json.loads(done.stdout)["errors"][0]["code"] == "common.invalid_json"
