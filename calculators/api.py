"""The one entry point shared by the browser, the command line and the tests.

``handle(request)`` takes ``{"game": ..., "action": ..., "lang": "fr"|"en"|"tr", "data": {...}}``
and always answers a JSON-able dict: ``{"ok": true, ...result}`` or
``{"ok": false, "errors": [{"path", "code", "message", "params"}]}``. It never raises.
The games and their actions come from the registry (``calculators/registry.py``): a game's
code is imported when a request first asks for it, and an error inside it is raised, not
turned into "unknown game".
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable

from calculators import registry
from calculators.i18n import DEFAULT_LANGUAGE, LANGUAGES, catalogue_file
from calculators.inputs import short
from calculators.problems import Problem, Problems
from calculators.i18n import without_surrogates
from calculators.request import check_shape, decode, parse, too_large

Action = Callable[[Any, str, Problems], "dict[str, Any] | None"]


def handle(request: Any, lang: str = DEFAULT_LANGUAGE) -> dict[str, Any]:
    """Answer one request; invalid input gives ``ok: false`` with localized, located errors.

    ``lang`` is the language of the answer while the request's own ``lang`` cannot be read (a
    request that is not an object, an unknown language); a known ``lang`` in the request wins.
    The request limits (``calculators/request.py``) apply as they do to a request's text.
    """
    lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
    problem = check_shape(request)
    if problem is not None:
        return _answer(None, Problems(errors=[problem]), lang)
    return _handle(request, lang)


def _handle(request: Any, lang: str) -> dict[str, Any]:
    """``handle`` for a request already within the limits."""
    problems = Problems()
    try:
        if not isinstance(request, dict):
            problems.error("", "common.request_not_object")
            return _answer(None, problems, lang)
        requested_lang = request.get("lang", lang)
        if requested_lang in LANGUAGES:
            lang = requested_lang
        else:
            shown = short(requested_lang) if isinstance(requested_lang, str) else "?"
            problems.error("lang", "common.unknown_language", value=shown)
            return _answer(None, problems, lang)
        game = request.get("game")
        if not isinstance(game, str) or game not in registry.GAMES:
            shown = short(game) if isinstance(game, str) else "?"
            problems.error("game", "common.unknown_game", value=shown, choices=list(registry.GAMES))
            return _answer(None, problems, lang)
        actions = registry.spec(game).actions
        action = request.get("action")
        if not isinstance(action, str) or action not in actions:
            shown = short(action) if isinstance(action, str) else "?"
            problems.error("action", "common.unknown_action", value=shown, choices=sorted(actions))
            return _answer(None, problems, lang)
        if request.get("data") is None:
            problems.error("data", "common.data_missing", game=game, action=action)
            return _answer(None, problems, lang)
        result = actions[action](request["data"], lang, problems)
        return _answer(result, problems, lang)
    except RecursionError:
        problems.errors.append(too_large("depth"))
        return _answer(None, problems, lang)
    except ImportError:
        raise  # a broken game is the project's bug, never an answer about the request
    except Exception:  # pragma: no cover - reported, and the property tests fail on it
        return _answer(None, Problems(errors=[Problem("", "common.internal_error")]), lang)


def handle_json(text: str | bytes, lang: str = DEFAULT_LANGUAGE) -> str:
    """String in, string out: what the browser worker calls, so no Python object crosses to JavaScript.

    A text that cannot be read as a request (not UTF-8, not JSON, beyond a limit, not an object)
    is answered in the language it asks for when its text names one (``"lang": "tr"``), else in
    ``lang``. The answer never holds a lone surrogate.
    """
    lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
    read = decode(text)
    if read.problem is None:
        read = parse(read.value)
    if read.problem is None:
        answer = _handle(read.value, lang)
    else:
        answer = _answer(None, Problems(errors=[read.problem]), asked_language(text) or lang)
    return without_surrogates(json.dumps(answer, ensure_ascii=False))


_ASKED = re.compile(r'"lang"\s*:\s*"(%s)"' % "|".join(LANGUAGES))


def asked_language(text: str | bytes) -> str | None:
    """The language a request's text asks for (its first ``"lang": "xx"``), read even when the text
    as a whole cannot be: its refusal is then still in the reader's language."""
    if isinstance(text, (bytes, bytearray)):
        text = bytes(text).decode("utf-8", errors="replace")
    found = _ASKED.search(text)
    return found.group(1) if found else None


def warm_up(game: str) -> None:
    """Read ``game``'s messages and answer one empty request per action, so that its first real
    request is as quick as the next ones. The browser worker calls it for each game after a second
    with no request, before it keeps its memory snapshot: in a worker that had only answered one
    game, another game's first answer took 11–18 ms of Python, the next ones 1–6 ms (the game's
    message file is read on first use)."""
    catalogue_file(game)  # an empty request may only need the shared messages
    for action in registry.spec(game).actions:
        handle({"game": game, "action": action, "data": {}})


def refusal(problem: Problem, lang: str) -> dict[str, Any]:
    """The answer to a request that could not be read at all (the command line's stdin, its arguments)."""
    return _answer(None, Problems(errors=[problem]), lang if lang in LANGUAGES else DEFAULT_LANGUAGE)


def _answer(result: dict[str, Any] | None, problems: Problems, lang: str) -> dict[str, Any]:
    """Every answer has ``errors`` and ``warnings``; ``ok`` is true only when there is no error.

    An action that answers despite errors (``validate``: the problems are its answer) keeps its
    other fields beside them; the others return None when they found an error.
    """
    warnings = [problem.to_json(lang) for problem in problems.warnings]
    errors = [problem.to_json(lang) for problem in problems.errors]
    if result is None and not errors:
        errors = [Problem("", "common.internal_error").to_json(lang)]
    answer: dict[str, Any] = {"ok": not errors}
    answer.update(result or {})
    answer["errors"] = errors
    answer["warnings"] = warnings
    return answer
