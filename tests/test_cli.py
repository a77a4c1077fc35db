"""`python -m calculators GAME ACTION` reads JSON on stdin and answers JSON, exit 0 or 2."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from calculators.api import handle
from calculators.registry import specs

ROOT = Path(__file__).resolve().parent.parent
# Each game with one of its actions: what reads stdin is the same for all of them.
GAME_ACTIONS = [(spec.key, sorted(spec.actions)[0]) for spec in specs()]


def run(*args, stdin):
    return subprocess.run([sys.executable, "-m", "calculators", *args], input=stdin, capture_output=True, text=True, cwd=ROOT)


@pytest.mark.parametrize("game,action", GAME_ACTIONS)
def test_invalid_input_exits_2_with_a_localized_message(game, action):
    done = run(game, action, "--lang", "tr", stdin="[]")
    assert done.returncode == 2
    message = json.loads(done.stdout)["errors"][0]["message"]
    assert message == handle({"game": game, "action": action, "lang": "tr", "data": []})["errors"][0]["message"]
    assert message != handle({"game": game, "action": action, "lang": "en", "data": []})["errors"][0]["message"]


@pytest.mark.parametrize("game,action", GAME_ACTIONS)
def test_broken_json_exits_2(game, action):
    done = run(game, action, stdin="{")
    assert done.returncode == 2
    assert json.loads(done.stdout)["errors"][0]["code"] == "common.invalid_json"


def run_bytes(*args, stdin: bytes):
    return subprocess.run([sys.executable, "-m", "calculators", *args], input=stdin, capture_output=True, cwd=ROOT)


@pytest.mark.parametrize("lang,word", [("fr", "JSON valide"), ("en", "not valid JSON"), ("tr", "geçerli bir JSON")])
def test_the_invalid_json_message_follows_lang(lang, word):
    game, action = GAME_ACTIONS[0]
    done = run(game, action, "--lang", lang, stdin="{not json")
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
    for game, action in GAME_ACTIONS:
        done = run_bytes(game, action, "--lang", "tr", stdin=stdin)
        assert done.returncode == 2, done.stderr
        assert done.stderr == b""
        answer = json.loads(done.stdout.decode("utf-8"))
        assert answer["ok"] is False and answer["errors"]
