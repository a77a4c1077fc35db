"""Problems found in a request: errors that stop a calculation and warnings that do not.

Rules code never raises on bad input; it records a :class:`Problem` (where, which rule,
with what values) and the API turns the list into localized messages.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from calculators.i18n import jsonable, render


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a request: ``path`` points at the field (``grid.5``), ``code`` names the rule."""

    path: str
    code: str
    params: dict[str, Any] = field(default_factory=dict)

    def to_json(self, lang: str) -> dict[str, Any]:
        return {
            "path": self.path,
            "code": self.code,
            "message": render(self.code, lang, self.params),
            "params": {key: jsonable(value) for key, value in self.params.items()},
        }


@dataclass
class Problems:
    """Collects errors and warnings while a request is read and checked."""

    errors: list[Problem] = field(default_factory=list)
    warnings: list[Problem] = field(default_factory=list)

    def error(self, path: str, code: str, **params: Any) -> None:
        self.errors.append(Problem(path, code, params))

    def warn(self, path: str, code: str, **params: Any) -> None:
        self.warnings.append(Problem(path, code, params))

    def __bool__(self) -> bool:
        return bool(self.errors)


def join_path(*parts: Any) -> str:
    """``join_path("grid", 5)`` -> ``"grid.5"``; empty parts are skipped."""
    return ".".join(str(part) for part in parts if part != "")
