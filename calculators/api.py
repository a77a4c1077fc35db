"""The one entry point shared by the browser, the command line and the tests.

``handle(request)`` takes ``{"game": ..., "action": ..., "lang": "fr"|"en"|"tr", "data": {...}}``
and always answers a JSON-able dict: ``{"ok": true, ...result}`` or
``{"ok": false, "errors": [{"path", "code", "message", "params"}]}``. It never raises.
Each game lists its actions in ``calculators/<game>/actions.py`` as ``ACTIONS``.
"""

from __future__ import annotations

import importlib
import json
from typing import Any, Callable

from calculators.i18n import DEFAULT_LANGUAGE, GAMES, LANGUAGES
from calculators.inputs import short
from calculators.problems import Problem, Problems, Rejected

Action = Callable[[Any, str, Problems], "dict[str, Any] | None"]


def actions_of(game: str) -> dict[str, Action] | None:
    """The actions a game offers, or None for a game this package does not have."""
    if game not in GAMES:
        return None
    try:
        module = importlib.import_module(f"calculators.{game}.actions")
    except ModuleNotFoundError:
        return None
    return module.ACTIONS


def available_games() -> list[str]:
    return [game for game in GAMES if actions_of(game) is not None]


def handle(request: Any) -> dict[str, Any]:
    """Answer one request; invalid input gives ``ok: false`` with localized, located errors."""
    lang = DEFAULT_LANGUAGE
    problems = Problems()
    try:
        if not isinstance(request, dict):
            problems.error("", "common.request_not_object")
            return _answer(None, problems, lang)
        requested_lang = request.get("lang", DEFAULT_LANGUAGE)
        if requested_lang in LANGUAGES:
            lang = requested_lang
        else:
            shown = short(requested_lang) if isinstance(requested_lang, str) else "?"
            problems.error("lang", "common.unknown_language", value=shown)
            return _answer(None, problems, lang)
        game = request.get("game")
        actions = actions_of(game) if isinstance(game, str) else None
        if actions is None:
            shown = short(game) if isinstance(game, str) else "?"
            problems.error("game", "common.unknown_game", value=shown, choices=available_games())
            return _answer(None, problems, lang)
        action = request.get("action")
        if not isinstance(action, str) or action not in actions:
            shown = short(action) if isinstance(action, str) else "?"
            problems.error("action", "common.unknown_action", value=shown, choices=sorted(actions))
            return _answer(None, problems, lang)
        try:
            result = actions[action](request.get("data"), lang, problems)
        except Rejected as stop:
            problems = stop.problems
            result = None
        return _answer(result, problems, lang)
    except RecursionError:
        problems.errors.append(Problem("", "common.too_many", {"max": "…"}))
        return _answer(None, problems, lang)
    except Exception:  # pragma: no cover - reported, and the property tests fail on it
        return _answer(None, Problems(errors=[Problem("", "common.internal_error")]), lang)


def handle_json(text: str) -> str:
    """String in, string out: what the browser worker calls, so no Python object crosses to JavaScript."""
    try:
        request = json.loads(text)
    except (ValueError, RecursionError):
        problems = Problems()
        problems.error("", "common.invalid_json")
        return json.dumps(_answer(None, problems, DEFAULT_LANGUAGE), ensure_ascii=False)
    return json.dumps(handle(request), ensure_ascii=False)


def _answer(result: dict[str, Any] | None, problems: Problems, lang: str) -> dict[str, Any]:
    warnings = [problem.to_json(lang) for problem in problems.warnings]
    if problems.errors or result is None:
        errors = [problem.to_json(lang) for problem in problems.errors]
        if not errors:
            errors = [Problem("", "common.internal_error").to_json(lang)]
        return {"ok": False, "errors": errors, "warnings": warnings}
    answer: dict[str, Any] = {"ok": True}
    answer.update(result)
    answer["warnings"] = warnings
    return answer
