"""`python -m calculators GAME ACTION` reads JSON on stdin and answers JSON, exit 0 or 2."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

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


def run_bytes(*args, stdin: bytes):
    return subprocess.run([sys.executable, "-m", "calculators", *args], input=stdin, capture_output=True, cwd=ROOT)


@pytest.mark.parametrize("lang,word", [("fr", "JSON valide"), ("en", "not valid JSON"), ("tr", "geçerli bir JSON")])
def test_the_invalid_json_message_follows_lang(lang, word):
    done = run("pixies", "score", "--lang", lang, stdin="{not json")
    assert done.returncode == 2
    assert word in json.loads(done.stdout)["errors"][0]["message"]


@pytest.mark.parametrize(
    "stdin",
    [
        b"\xff\xfe not utf-8 at all",
        b'{"round": 1, "grid": {"5": {"card": "\\ud800"}}}',
        b'{"players": [{"name": "\\udcff"}], "round": "\\ud83d"}',
        b"\x00\x01\x02",
        "🂡 ünïcödé".encode(),
    ],
)
def test_any_bytes_give_a_json_answer_never_a_traceback(stdin):
    for game, action in (("pixies", "score"), ("dixit", "game"), ("ipso", "game"), ("neteru", "score")):
        done = run_bytes(game, action, "--lang", "tr", stdin=stdin)
        assert done.returncode == 2, done.stderr
        assert done.stderr == b""
        answer = json.loads(done.stdout.decode("utf-8"))
        assert answer["ok"] is False and answer["errors"]
