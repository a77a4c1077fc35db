"""Every game that teaches by doing answers each step of its first turn, and judges every try.

For each game of the registry whose calculators offer ``first_turn`` (calculators/first_turn.py):
every step answers in each language, in words (no placeholder left), with a board the widget can
draw; every choice the step offers gets the rules' verdict; a step with nothing to try and a step
out of range are refused with a located error. Its teach page shows the widget and draws the story
from the steps themselves (``picture GAME first-turn`` fences, in order). What each game's story
holds is checked in the tests named for the game (tests/test_pages_<game>.py).
"""

from __future__ import annotations

import json
import re

import pytest

from calculators.api import handle
from calculators.first_turn import MARKS, STATES
from calculators.i18n import LANGUAGES
from calculators.registry import GAMES, spec
from hooks.fences import FENCE
from tests.site_pages import DOCS

TEACHING = [game for game in GAMES if "first_turn" in spec(game).actions]
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def ask(game: str, lang: str, data: dict) -> dict:
    return handle({"game": game, "action": "first_turn", "lang": lang, "data": data})


def test_some_game_teaches_by_doing():
    assert TEACHING


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", TEACHING)
def test_every_step_answers_in_words_and_every_choice_is_judged(game, lang):
    count = ask(game, lang, {"step": 0})["steps"]
    for step in range(count):
        answer = ask(game, lang, {"step": step})
        assert answer["ok"] and answer["step"] == step and answer["steps"] == count, answer
        assert answer["title"].strip() and answer["say"].strip() and answer["why"], (step, answer)
        assert not PLACEHOLDER.search(json.dumps(answer, ensure_ascii=False)), (step, answer)
        cells = [cell for group in answer["board"]["groups"] for row in group["rows"] for cell in row]
        assert cells and all(cell["text"].strip() and cell["state"] in STATES and cell.get("mark", MARKS[0]) in MARKS for cell in cells)
        for choice in (answer["question"] or {}).get("choices", []):
            tried = ask(game, lang, {"step": step, "try": choice["value"]})
            assert tried["ok"] and tried["verdict"]["lines"], (step, choice, tried)
            assert isinstance(tried["verdict"]["ok"], bool)
            assert not PLACEHOLDER.search(json.dumps(tried["verdict"], ensure_ascii=False)), (step, choice)


@pytest.mark.parametrize("game", TEACHING)
def test_a_step_with_nothing_to_try_or_out_of_range_is_refused_where_it_is_wrong(game):
    count = ask(game, "en", {"step": 0})["steps"]
    quiet = next(step for step in range(count) if ask(game, "en", {"step": step})["question"] is None)
    assert [(e["path"], e["code"]) for e in ask(game, "en", {"step": quiet, "try": "1"})["errors"]] == [("try", "common.nothing_to_try")]
    assert [(e["path"], e["code"]) for e in ask(game, "en", {"step": count})["errors"]] == [("step", "common.out_of_range")]
    asking = next(step for step in range(count) if ask(game, "en", {"step": step})["question"])
    assert [(e["path"], e["code"]) for e in ask(game, "en", {"step": asking, "try": "nowhere"})["errors"]] == [("try", "common.unknown_choice")]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", TEACHING)
def test_the_teach_page_plays_the_story_it_tells(game, lang):
    markdown = (DOCS / lang / game / "teach.md").read_text(encoding="utf-8")
    section = markdown[markdown.index("{#first-turn}") :]
    section = section[: section.index("\n## ")]
    fences = [(match["kind"], match["args"].split(), match["body"]) for match in FENCE.finditer(section)]
    assert ("widget", [f"{game}-first-turn"]) in [(kind, args) for kind, args, _ in fences]
    steps = [json.loads(body)["step"] for kind, args, body in fences if kind == "picture" and args == [game, "first-turn"]]
    assert steps and steps == sorted(set(steps)), steps
