"""`python -m calculators GAME ACTION` reads JSON on stdin and answers JSON, exit 0 or 2."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from calculators.api import handle, handle_json
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


@pytest.mark.parametrize(
    "args,code",
    [
        ([], "common.cli.missing"),
        ([GAME_ACTIONS[0][0]], "common.cli.missing"),
        ([*GAME_ACTIONS[0], "more"], "common.cli.extra"),
        ([*GAME_ACTIONS[0], "--verbose"], "common.cli.unknown_option"),
        ([*GAME_ACTIONS[0], "--lang"], "common.cli.lang_value"),
    ],
)
def test_bad_arguments_get_the_json_answer_not_a_usage_text(args, code):
    done = run(*args, "--lang=tr", stdin="{}") if "--lang" not in args else run(*args, stdin="{}")
    assert done.returncode == 2 and done.stderr == ""
    (error,) = json.loads(done.stdout)["errors"]
    assert error["code"] == code and "python -m calculators" in error["message"]
    if "--lang" not in args:
        assert error["message"] == handle_refusal_message(error, "tr")


def handle_refusal_message(error, lang):
    from calculators.i18n import render

    return render(error["code"], lang, error["params"])


def test_empty_input_names_what_is_missing():
    game, action = GAME_ACTIONS[0]
    done = run(game, action, "--lang", "en", stdin=" \n")
    (error,) = json.loads(done.stdout)["errors"]
    assert done.returncode == 2 and error["code"] == "common.cli.empty_input"
    assert f"python -m calculators {game} {action}" in error["message"]


@pytest.mark.parametrize(
    "data",
    [
        "\ufeff{}",
        "[" * 5000 + "]" * 5000,
        '{"a": 1, "a": 2}',
        "[" + ",".join(["0"] * 1000) + "]",
        "1" + "0" * 200,
    ],
    ids=["byte-order mark", "deep", "duplicate key", "long list", "long number"],
)
def test_the_command_line_reads_a_request_as_the_library_does(data):
    game, action = GAME_ACTIONS[0]
    done = run_bytes(game, action, "--lang", "en", stdin=data.encode("utf-8"))
    library = json.loads(handle_json(f'{{"game": "{game}", "action": "{action}", "lang": "en", "data": {data.removeprefix(chr(0xFEFF))}}}'))
    assert json.loads(done.stdout)["errors"] == library["errors"]


def test_bytes_that_are_not_utf8_are_named_not_replaced():
    game, action = GAME_ACTIONS[0]
    done = run_bytes(game, action, "--lang", "en", stdin='{"x": "caf\xe9"}'.encode("latin-1"))
    assert [e["code"] for e in json.loads(done.stdout)["errors"]] == ["common.not_utf8"]
