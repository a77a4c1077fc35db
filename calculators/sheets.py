"""Score sheets kept round by round, the same way in every game that has them (a game sheet, a
tournament): a round left empty before a round already scored is warned about.

A score written in the wrong column is the usual slip on a paper sheet; the totals do not
change, but the round left empty is named so that the players can check (a warning, not an
error: a round may also be filled in later).
"""

from __future__ import annotations

from typing import Any, Sequence

from calculators.problems import Problems, join_path


def warn_skipped_rounds(entries: Sequence[Any], path: str, problems: Problems) -> None:
    """One warning at each round of ``entries`` (None: nothing entered) that comes before a round
    holding something, naming that later round; ``path`` is the list of rounds."""
    filled = [index for index, entry in enumerate(entries) if entry is not None]
    for index in range(filled[-1] if filled else 0):
        if entries[index] is None:
            later = next(i for i in filled if i > index)
            problems.warn(join_path(path, index), "common.round_skipped", round=index + 1, later=later + 1)
