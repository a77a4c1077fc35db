"""The Pixies actions offered by the API and the command line (``python -m calculators pixies ACTION``)."""

from __future__ import annotations

from typing import Any

from calculators.inputs import read_object, reject_unknown_keys
from calculators.pixies.explain import score_to_json
from calculators.pixies.reading import read_grid, read_round
from calculators.pixies.scoring import score_grid
from calculators.pixies.validation import check_grid
from calculators.problems import Problems


def score(data: Any, lang: str, problems: Problems) -> dict[str, Any] | None:
    """``{"round": 1, "grid": {...}}`` -> total and every part with the slots it comes from."""
    obj = read_object(data, "", problems)
    if obj is None:
        return None
    reject_unknown_keys(obj, ("round", "grid"), "", problems)
    round_number = read_round(obj.get("round"), "round", problems)
    grid = read_grid(obj.get("grid"), "grid", problems)
    if grid is not None:
        check_grid(grid, "grid", problems)
    if problems or grid is None or round_number is None:
        return None
    return score_to_json(score_grid(grid, round_number), lang)


ACTIONS = {"score": score}
