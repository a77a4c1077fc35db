"""Command line: ``python -m calculators GAME ACTION [--lang fr|en|tr] < request.json``.

Prints the answer as JSON; exit code 0 when ok, 2 when the input is invalid.
"""

from __future__ import annotations

import argparse
import json
import sys

from calculators.api import handle, handle_json
from calculators.i18n import DEFAULT_LANGUAGE, LANGUAGES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m calculators", description=__doc__)
    parser.add_argument("game", help="pixies, dixit, ipso or neteru")
    parser.add_argument("action", help="for example: score")
    parser.add_argument("--lang", default=DEFAULT_LANGUAGE, choices=LANGUAGES)
    args = parser.parse_args(argv)
    text = sys.stdin.read()
    try:
        data = json.loads(text) if text.strip() else None
    except (ValueError, RecursionError):
        answer = json.loads(handle_json(text))
    else:
        answer = handle({"game": args.game, "action": args.action, "lang": args.lang, "data": data})
    json.dump(answer, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    return 0 if answer.get("ok") else 2


if __name__ == "__main__":
    sys.exit(main())
