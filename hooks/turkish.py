"""Turkish word forms: the suffixes the site's key words and names take.

``hooks/turkish.json`` holds what the rules of Turkish need to know about the site's words:

- ``softening``: nouns whose last consonant softens before a vowel (TDK: raunt, -du; piramit,
  -di; renk, -gi; beraberlik, -ği): "raundu", "rauntta", never "rauntu" or "raundda"; they are
  common nouns, so they take no apostrophe ("Katibin", not "Katip'in"). ``not_forms`` are other
  words that merely start like a soft stem ("piramidyon");
- ``counted``: nouns counted with a number word, which stay singular after it ("iki raunt",
  "ilk iki raundu", never "iki raundları");
- ``names``: proper names as they end when spoken ("Camille" ends like "il"): the suffix after
  the apostrophe follows their last vowel (vowel harmony) and their last sound ("Ana'nın",
  "Tom'un", "Camille'in"). The players' names of the examples are here; a game's own names (its
  name, its cards' or gods' names) are in ``hooks/game_terms/<game>.turkish.json``, merged in.

``problems(text)`` lists every form that breaks one of these (``hooks.terms.Finding``).
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

from calculators.registry import GAMES
from hooks.terms import GAME_TERMS, Finding, _context, lower

DATA = Path(__file__).with_name("turkish.json")
VOWELS = "aeıioöuü"
BACK, ROUNDED = set("aıou"), set("oöuü")
VOICELESS = set("pçtkfhsş")
NUMBER_WORDS = ("iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz", "on")
APOSTROPHE = "['’]"


@lru_cache(maxsize=1)
def data() -> dict:
    table = json.loads(DATA.read_text(encoding="utf-8"))
    for game in GAMES:
        own = GAME_TERMS / f"{game}.turkish.json"
        if own.is_file():
            table["names"].update(json.loads(own.read_text(encoding="utf-8"))["names"])
    return table


def _harmony(last_vowel: str, vowel: str) -> str:
    """The vowel a suffix takes after ``last_vowel``: ``vowel`` is its a/e or ı/i/u/ü slot."""
    if vowel in "ae":
        return "a" if last_vowel in BACK else "e"
    return {(True, False): "ı", (True, True): "u", (False, False): "i", (False, True): "ü"}[(last_vowel in BACK, last_vowel in ROUNDED)]


def name_suffix_problem(ending: str, suffix: str) -> str | None:
    """What is wrong with ``suffix`` (after the apostrophe) on a name that ends like ``ending``."""
    last_vowel = next(c for c in reversed(ending) if c in VOWELS)
    ends_in_vowel = ending[-1] in VOWELS
    first = suffix[0]
    if ends_in_vowel and first in VOWELS:
        return "a name ending in a vowel takes a joining letter (n, y, s) before a vowel: 'nın', 'ya', 'sı'"
    if not ends_in_vowel and first in "ny" and len(suffix) > 1 and suffix[1] in VOWELS and suffix[:2] not in ("nd",):
        if not suffix.startswith(("yla", "yle")):
            return "a name ending in a consonant takes no joining letter: 'in', 'a', not 'nin', 'ya'"
    if first in "dt" and not ends_in_vowel:
        wanted = "t" if ending[-1] in VOICELESS else "d"
        if first != wanted:
            return f"after {'a voiceless' if wanted == 't' else 'a voiced'} sound the suffix starts with '{wanted}'"
    vowel = next((c for c in suffix if c in VOWELS), None)
    if vowel and vowel != _harmony(last_vowel, vowel):
        return f"vowel harmony: after '{last_vowel}' the suffix takes '{_harmony(last_vowel, vowel)}', not '{vowel}'"
    return None


def problems(text: str) -> list[Finding]:
    """Every wrong form of the site's key Turkish words and names in ``text``."""
    found: list[Finding] = []
    base = lower(text, "tr")
    table = data()
    vowel = f"[{VOWELS}]"
    for hard, soft in table["softening"].items():
        for match in re.finditer(rf"(?<!\w){hard}(?:{APOSTROPHE}|{vowel})\w*", base):
            found.append(Finding("form", match.group(0), _context(base, match.start(), match.end()),
                                 f"“{hard}” softens before a vowel, with no apostrophe: “{soft}…” (raunt → raundu, raunda)"))
        for match in re.finditer(rf"(?<!\w){soft}(?!{vowel})\w*", base):
            if not any(match.group(0).startswith(other) for other in table["not_forms"]):
                found.append(Finding("form", match.group(0), _context(base, match.start(), match.end()),
                                     f"“{soft}” only stands before a vowel; before a consonant it is “{hard}” (rauntta, rauntlar)"))
    counted = "|".join(sorted(table["counted"], key=len, reverse=True))
    for match in re.finditer(rf"(?<!\w)(?:{'|'.join(NUMBER_WORDS)}|\d+)\s+(?:{counted})l[ae]r\w*", base):
        found.append(Finding("form", match.group(0), _context(base, match.start(), match.end()),
                             "after a number the noun stays singular: “iki raunt”, “ilk iki raundu”"))
    for name, ending in table["names"].items():
        for match in re.finditer(rf"(?<![\w'’]){re.escape(name)}{APOSTROPHE}(\w+)", text):
            why = name_suffix_problem(ending, lower(match.group(1), "tr"))
            if why:
                found.append(Finding("form", match.group(0), _context(text, match.start(), match.end()), f"{name} (said “…{ending}”): {why}"))
        suffixes = "nın|nin|nun|nün|ın|in|un|ün|ya|ye|yı|yi|yu|yü|da|de|ta|te|dan|den|tan|ten|yla|yle|la|le"
        for match in re.finditer(rf"(?<![\w'’]){re.escape(name)}(?:{suffixes})(?!\w)", text):
            found.append(Finding("form", match.group(0), _context(text, match.start(), match.end()),
                                 f"a proper name keeps its suffix after an apostrophe: “{name}'…”"))
    return found
