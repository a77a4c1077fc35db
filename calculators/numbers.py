"""Numbers in sentences, written the same way in every game and language.

Points always carry their sign where a sentence adds them up ("+3", "−2", with a true minus
sign, and "0"); lists of names read "Ana, Bo and Cem" / "Ana, Bo et Cem" / "Ana, Bo ve Cem".
"""

from __future__ import annotations

from typing import Sequence

from calculators.i18n import render


def signed(value: int) -> str:
    """``+3``, ``−2`` (U+2212), ``0``."""
    if value > 0:
        return f"+{value}"
    if value < 0:
        return f"−{-value}"
    return "0"


def plain(value: int) -> str:
    """A number that may be negative, with a true minus sign: ``−2``."""
    return f"−{-value}" if value < 0 else str(value)


def and_list(items: Sequence[str], lang: str) -> str:
    """``Ana, Bo and Cem`` in the language of the answer (one item: itself)."""
    items = [str(item) for item in items]
    if len(items) <= 1:
        return "".join(items)
    return render("common.and_list", lang, {"first": ", ".join(items[:-1]), "last": items[-1]})
