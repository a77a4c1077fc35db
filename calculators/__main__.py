"""Command line: ``python -m calculators GAME ACTION [--lang fr|en|tr] < request.json``.

Prints the answer as JSON, whatever it is given (bad JSON, any text, lone surrogates
included): exit code 0 when ok, 2 when the input is invalid. Never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys

from calculators.api import handle, invalid_json
from calculators.i18n import DEFAULT_LANGUAGE, LANGUAGES
from calculators.registry import GAMES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m calculators", description=__doc__)
    parser.add_argument("game", help=", ".join(GAMES))
    parser.add_argument("action", help="for example: score")
    parser.add_argument("--lang", default=DEFAULT_LANGUAGE, choices=LANGUAGES)
    args = parser.parse_args(argv)
    # Bytes that are not UTF-8 (or text with lone surrogates) are read as replacement
    # characters, so the answer always names the field instead of failing to decode.
    raw = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read().encode("utf-8", "surrogatepass")
    text = raw.decode("utf-8", errors="replace")
    try:
        data = json.loads(text) if text.strip() else None
    except (ValueError, RecursionError):
        answer = invalid_json(args.lang)
    else:
        answer = handle({"game": args.game, "action": args.action, "lang": args.lang, "data": data})
    out = json.dumps(answer, ensure_ascii=False, indent=2) + "\n"
    # A lone surrogate in the request (JSON "\ud800") may come back in a message: write it escaped.
    sys.stdout.buffer.write(out.encode("utf-8", errors="backslashreplace")) if hasattr(sys.stdout, "buffer") else sys.stdout.write(out)
    sys.stdout.flush()
    return 0 if answer.get("ok") else 2


if __name__ == "__main__":
    sys.exit(main())
