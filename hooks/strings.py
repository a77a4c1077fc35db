"""The interface strings a page needs, read from the one message catalogue (``calculators.i18n``).

A page with widgets gets the strings of its language inlined: the shared ``core.*`` keys and
the keys of the games whose widgets it shows, so a widget needs no extra request. Every other
page gets the few it says by itself (``for_page``: offline use, the warm-up).
"""

from __future__ import annotations

from calculators.i18n import DEFAULT_LANGUAGE, catalogue, catalogue_file


def all_strings() -> dict[str, dict[str, str]]:
    """Every entry of the catalogue (answers' sentences and widgets' strings alike)."""
    return catalogue()


def text(key: str, lang: str) -> str:
    entry = catalogue().get(key, {})
    return entry.get(lang) or entry.get(DEFAULT_LANGUAGE) or key


def for_language(lang: str, games: set[str] | None = None) -> dict[str, str]:
    """``{key: text}`` in ``lang``: the shared keys, plus those of ``games`` (every game when None)."""
    if games is None:
        merged = catalogue()
    else:
        merged = dict(catalogue_file("shared"))
        for game in sorted(games):
            merged.update(catalogue_file(game))
    return {key: entry.get(lang, "") for key, entry in merged.items()}


# The keys a page without widgets shows by itself (docs/assets/js/core/offline.js, warm-up.js).
PAGE_KEYS = ("core.offline_unavailable", "core.warm_up_on", "core.warm_up_turn_off", "core.warm_up_off", "core.warm_up_turn_on")


def for_page(lang: str) -> dict[str, str]:
    """``{key: text}`` in ``lang`` for a page without widgets (``PAGE_KEYS``)."""
    return {key: text(key, lang) for key in PAGE_KEYS}
