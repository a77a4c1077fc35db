"""How numbers and names are written inside sentences, the same way in every game.

Points carry their sign where a sentence adds them up ("+3", "−2" with a true minus sign,
"0"); lists of names read "Ana, Bo and Cem" / "Ana, Bo et Cem" / "Ana, Bo ve Cem"; French
elides "de" before a vowel or a mute h ("la pyramide d'Ana", "de Tom"). Player names never get
a Turkish suffix (vowel harmony would need the name's sound): sentences are built around them.
"""

from __future__ import annotations

from typing import Sequence

from calculators.i18n import render

# First letters before which French writes "d'" rather than "de " (vowels and h, accented too).
_ELIDING = frozenset("aeiouyhàâäéèêëîïôöùûüÿœæAEIOUYHÀÂÄÉÈÊËÎÏÔÖÙÛÜŸŒÆ")


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


def points(value: int, lang: str) -> str:
    """``32 points``, ``1 point``, ``−2 points`` (French: ``0 point``, ``1 point``)."""
    one = abs(value) < 2 if lang == "fr" else abs(value) == 1
    return render("common.points_one" if one else "common.points", lang, {"n": plain(value)})


def and_list(items: Sequence[str], lang: str) -> str:
    """``Ana, Bo and Cem`` in the language of the answer (one item: itself)."""
    items = [str(item) for item in items]
    if len(items) <= 1:
        return "".join(items)
    return render("common.and_list", lang, {"first": ", ".join(items[:-1]), "last": items[-1]})


def of_name(name: str, lang: str) -> str:
    """French ``de Tom`` / ``d'Ana``; other languages: the name as it is.

    Templates that need it name the placeholder ``of_<name>`` in French where the other
    languages use ``<name>`` (the message test accepts that pair).
    """
    if lang == "fr":
        return ("d'" if name[:1] in _ELIDING else "de ") + name
    return name
