"""Command line: ``python -m calculators GAME ACTION [--lang fr|en|tr] < request.json``.

Reads the request's data (JSON) on standard input and prints the answer as JSON, whatever it is
given: bad arguments, bytes that are not UTF-8, no input, broken or oversized JSON, lone
surrogates. Exit code 0 when the answer is ok, 2 otherwise; never a traceback, never a usage
text in place of the answer. ``--help`` prints this text.
"""

from __future__ import annotations

import json
import sys

from calculators.api import handle, refusal
from calculators.i18n import DEFAULT_LANGUAGE
from calculators.problems import Problem
from calculators.registry import GAMES
from calculators.request import Read, decode, parse

USAGE = "python -m calculators GAME ACTION [--lang fr|en|tr] < request.json"


def read_arguments(argv: list[str]) -> tuple[list[str], str, Problem | None]:
    """``(positional arguments, lang, problem)``: the first problem met, or None.

    Read by hand rather than with argparse, whose errors are an English usage text on stderr."""
    positional: list[str] = []
    lang = DEFAULT_LANGUAGE
    problem = None
    index = 0
    while index < len(argv):
        argument = argv[index]
        if argument == "--lang" or argument.startswith("--lang="):
            if "=" in argument:
                lang = argument.split("=", 1)[1]
            elif index + 1 < len(argv):
                index += 1
                lang = argv[index]
            else:
                problem = problem or Problem("", "common.cli.lang_value", {"usage": USAGE})
        elif argument.startswith("-") and argument != "-":
            problem = problem or Problem("", "common.cli.unknown_option", {"value": argument[:40], "usage": USAGE})
        else:
            positional.append(argument)
        index += 1
    if problem is None and len(positional) < 2:
        missing = "GAME" if not positional else "ACTION"
        problem = Problem("", "common.cli.missing", {"name": missing, "games": list(GAMES), "usage": USAGE})
    if problem is None and len(positional) > 2:
        problem = Problem("", "common.cli.extra", {"value": positional[2][:40], "usage": USAGE})
    return positional, lang, problem


def answer_for(argv: list[str], raw: bytes) -> dict:
    """The answer the command prints for these arguments and these bytes on standard input."""
    positional, lang, problem = read_arguments(argv)
    if problem is not None:
        return refusal(problem, lang)
    game, action = positional
    read = decode(raw)
    if read.problem is None and not read.value.strip():
        read = Read(problem=Problem("", "common.cli.empty_input", {"game": game[:40], "action": action[:40]}))
    if read.problem is None:
        read = parse(read.value)
    if read.problem is not None:
        return refusal(read.problem, lang)
    return handle({"game": game, "action": action, "lang": lang, "data": read.value}, lang)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if any(argument in ("-h", "--help") for argument in argv):
        sys.stdout.write(__doc__.strip() + "\n\nGames: " + ", ".join(GAMES) + "\n")
        return 0
    raw = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read().encode("utf-8", "surrogatepass")
    answer = answer_for(argv, raw)
    out = json.dumps(answer, ensure_ascii=False, indent=2) + "\n"
    # Lone surrogates never reach an answer (calculators.i18n.without_surrogates); escape any anyway.
    if hasattr(sys.stdout, "buffer"):
        sys.stdout.buffer.write(out.encode("utf-8", errors="backslashreplace"))
    else:
        sys.stdout.write(out)
    sys.stdout.flush()
    return 0 if answer.get("ok") else 2


if __name__ == "__main__":
    sys.exit(main())
