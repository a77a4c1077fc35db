"""One voice and one term per concept: the checks behind tests/test_voice_terms.py.

``hooks/terms.json`` is the one home of the concepts every game shares (CONTRIBUTING.md, "Voice
and terms"): ``concept -> {"meaning", "fr", "en", "tr", "avoid": {lang: [phrase...]}, "allow": {...}}``.
Each game's glossary is ``hooks/game_terms/<game>.json``, in the order its teach page lists it
(``glossary``, drawn by a ``glossary GAME`` fence): ``concept -> {"meaning": {lang: text},
"avoid": {...}, "allow": {...}}``, plus the words ``"fr"``, ``"en"``, ``"tr"`` for a concept of
the game's own (a shared concept keeps the shared words). Its phrases apply to that game's texts
only; ``table()`` puts them under each concept's ``"games"``.

A phrase is matched case-insensitively, as whole words (``case`` does not flag ``cases`` or
``casé``), with any spaces or punctuation between its words. Two signs widen a phrase:

- ``#`` stands for a number from 1 to 9 or a numeric ``{placeholder}`` (``# el`` flags
  "2. el" and "{round}. el", ``NUMBER_FIELDS``);
- a word ending in ``*`` stands for that stem with any ending (``tur*`` flags "turu", "turda").

``allow`` phrases are taken out of the text before the ``avoid`` phrases are looked for (the
Turkish "satır satır", "line by line", is not a row). ``games`` adds phrases for one game's
texts only: where a round is a storyteller's round, "tour" there is the round's wrong name.

``address`` finds the reader addressed the wrong way: French "tu" forms (the site says
"vous"), Turkish "sen" forms (the site says "siz": imperatives in -in/-ın/-un/-ün, possessives
in -iniz).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from calculators import registry

TABLE = Path(__file__).with_name("terms.json")
GAME_TERMS = Path(__file__).with_name("game_terms")
LANGS = ("fr", "en", "tr")
GAP = r"[^\w\x00]+"
# "#" in a phrase: a number from 1 to 9, or a placeholder that holds a number ("{round}. el").
NUMBER_FIELDS = ("n", "number", "round", "floor", "slot", "count", "max", "min", "ended", "other", "first", "second", "origin", "rank")
NUMBER = r"(?:[1-9]|\{(?:" + "|".join(NUMBER_FIELDS) + r")\})"  # what may stand between two words of a phrase (not a removed allow phrase)


@dataclass(frozen=True)
class Finding:
    """One word or phrase to change: what was found, in which context, and what to write instead."""

    kind: str  # "term" or "address"
    found: str
    context: str
    advice: str


@lru_cache(maxsize=1)
def shared() -> dict[str, dict]:
    """The concepts every game shares (``hooks/terms.json``)."""
    return json.loads(TABLE.read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def game_file(game: str) -> dict[str, dict]:
    """A game's glossary data (``hooks/game_terms/<game>.json``), or nothing."""
    path = GAME_TERMS / f"{game}.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


def glossary(game: str) -> list[dict]:
    """A game's terms in its glossary's order: ``{"concept", "words": {lang}, "meaning": {lang}}``."""
    rows = []
    for concept, entry in game_file(game).items():
        words = shared().get(concept, entry)
        rows.append({"concept": concept, "words": {lang: words[lang] for lang in LANGS}, "meaning": entry["meaning"]})
    return rows


@lru_cache(maxsize=1)
def table() -> dict[str, dict]:
    """Every concept: the shared ones, then each game's own (the first game's words on top); each
    game's phrases (and, for a concept of its own, its words) under ``"games"``."""
    merged = shared()
    merged = {concept: dict(entry) for concept, entry in merged.items()}
    for game in registry.GAMES:
        for concept, entry in game_file(game).items():
            phrases = {key: entry[key] for key in ("avoid", "allow") if key in entry}
            if concept not in shared():
                phrases["words"] = {lang: entry[lang] for lang in LANGS}
                merged.setdefault(concept, {"meaning": entry["meaning"]["en"], **phrases["words"], "avoid": {}})
            merged[concept]["games"] = {**merged[concept].get("games", {}), game: phrases}
    return merged


def word(concept: str, lang: str, game: str | None = None) -> str:
    """The word to use for ``concept`` in ``lang`` (in ``game``'s texts)."""
    entry = table()[concept]
    return entry.get("games", {}).get(game or "", {}).get("words", entry)[lang]


def lower(text: str, lang: str) -> str:
    """Lower case the language's way (Turkish I/ı and İ/i), typographic apostrophes made plain."""
    if lang == "tr":
        text = text.replace("İ", "i").replace("I", "ı")
    return text.lower().replace("’", "'")


FENCE = re.compile(r"^([ \t]*)(`{3,}|~{3,}).*?^\1\2[ \t]*$", re.MULTILINE | re.DOTALL)
COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
TAG = re.compile(r"</?[a-zA-Z][^>\n]*>")
ATTR_LIST = re.compile(r"\{[:#.][^}\n]*\}")
LINK_TARGET = re.compile(r"\]\([^)\n]*\)")
INLINE_CODE = re.compile(r"`[^`\n]+`")
URL = re.compile(r"https?://\S+")


PICTURE_FENCE = re.compile(r"[ \t]*(?:`{3,}|~{3,})picture[ \t]")


def caption(fence: str) -> str | None:
    """The caption of a ``picture`` fence (the figure shows it under the drawing), else None."""
    if not PICTURE_FENCE.match(fence):
        return None
    body = fence.split("\n", 1)[1].rsplit("\n", 1)[0] if "\n" in fence else ""
    try:
        data = json.loads(body)
    except ValueError:
        return None  # the build reports a picture it cannot read
    found = data.get("caption") if isinstance(data, dict) else None
    return found if isinstance(found, str) else None


def _fence_words(match: re.Match) -> str:
    found = caption(match.group(0))
    return f"\n\n{found}\n\n" if found else " "


def prose(markdown: str) -> str:
    """The words a reader reads: a picture's caption where its figure stands; other fences,
    comments, tags, attribute lists, link targets and code out."""
    text = FENCE.sub(_fence_words, markdown)
    text = COMMENT.sub(" ", text)
    text = TAG.sub(" ", text)
    text = ATTR_LIST.sub(" ", text)
    text = LINK_TARGET.sub("] ", text)
    text = INLINE_CODE.sub(" ", text)
    return URL.sub(" ", text)


def phrase_pattern(phrase: str) -> str:
    parts = []
    for word in phrase.split():
        if word == "#":
            parts.append(NUMBER)
        elif word.endswith("*"):
            parts.append(re.escape(word[:-1]) + r"\w*")
        else:
            parts.append(re.escape(word))
    return r"(?<![\w{])" + GAP.join(parts) + r"(?!\w)"


def _context(text: str, start: int, end: int, width: int = 40) -> str:
    left = max(0, start - width)
    snippet = text[left : end + width].replace("\x00", "…").replace("\n", " ")
    return " ".join(snippet.split())


def _phrases(entry: dict, key: str, lang: str, game: str | None) -> list[str]:
    found = list(entry.get(key, {}).get(lang, []))
    if game:
        found += entry.get("games", {}).get(game, {}).get(key, {}).get(lang, [])
    return found


def avoided(text: str, lang: str, game: str | None = None) -> list[Finding]:
    """Every avoided alternative of the term table in ``text`` (already plain prose)."""
    findings = []
    base = lower(text, lang)
    for concept, entry in table().items():
        allow = _phrases(entry, "allow", lang, game)
        avoid = _phrases(entry, "avoid", lang, game)
        if not avoid:
            continue
        cleaned = base
        for phrase in allow:
            cleaned = re.sub(phrase_pattern(lower(phrase, lang)), "\x00", cleaned)
        for phrase in avoid:
            for match in re.finditer(phrase_pattern(lower(phrase, lang)), cleaned):
                findings.append(
                    Finding("term", match.group(0), _context(cleaned, match.start(), match.end()),
                            f"{concept}: say “{word(concept, lang, game)}” (not “{phrase}”)")
                )
    return findings


# --- Form of address -------------------------------------------------------------------------

# French: the reader is "vous". Pronouns and possessives of "tu", the elided "t'", and a few
# imperatives that only "tu" uses (not after "je", which shares the form).
FR_TU = re.compile(
    r"(?<![\w'])(?:tu|toi|te|ton|ta|tes|tien|tienne|tiens|tiennes)(?![\w'])"
    r"|(?<![\w'])t'(?=[aeiouyhéèêàâîôû])"
    r"|(?<![\w'])(?<!je )(?:choisis|fais|prends|reprends|mets|remets|dis|saisis)(?!\w)"
)
FR_TU_ALLOW = re.compile(r"(?<![\w'])(?:le|un|du|ce|même) ton(?!\w)")

# Turkish: the reader is "siz". Bare imperatives of this site's verbs (the "sen" form), the
# pronoun "sen" and its cases, and verb or possessive endings of the second person singular.
TR_BARE_IMPERATIVES = (
    "koy", "seç", "al", "bırak", "say", "oyna", "yaz", "bak", "ekle", "sil", "gir", "aç", "izle",
    "oku", "çek", "değiştir", "dağıt", "karıştır", "anlat", "öğret", "ver", "geç", "topla",
    "uygula", "tıkla", "dokun", "yerleştir", "göster", "başla", "bekle", "sor", "unutma",
    "düşün", "hatırla", "doldur", "onayla", "büyüt", "dene", "kullan", "tut", "sakla",
    "çevir", "diz", "yap", "bul", "kazan", "ayır", "tamamla", "hedefle", "eşleştir",
    "belirt", "gör", "yenile", "bitir", "sok", "sırala", "karşılaştır", "aktar", "kaydet",
    "kontrol et", "dikkat et", "takip et", "karar ver", "emin ol", "geri al", "ıskartaya at",
)
# Not listed, for they are also common words: "puanla" and "hesapla" ("with N points", "with the
# sum"), "at" (a horse; and English "at" in glossaries), "sayma" (counting).
TR_SEN_WORDS = (
    "sen", "senin", "sana", "seni", "sende", "senden", "seninle", "sence",
    # possessives of the second person singular on this site's nouns ending in a vowel, where
    # the form cannot be anything else ("sıran": your turn; "sırası" would be his or hers)
    "sıran", "sıranı", "sıranda", "sırana", "araban", "arabanla", "kutun", "kutundaki",
    "desten", "masan", "bölgen",
    # a few past forms of the second person singular
    "aldın", "koydun", "seçtin", "bıraktın", "yaptın", "kazandın", "oynadın", "buldun",
    "gördün", "verdin", "saydın", "yazdın", "girdin", "çektin", "birleştirdin", "unuttun",
    "değilsin", "misin", "mısın", "musun", "müsün",
)
TR_SEN = re.compile(
    r"(?<![\w'])(?:" + "|".join(re.escape(w) for w in sorted(TR_BARE_IMPERATIVES + TR_SEN_WORDS, key=len, reverse=True)) + r")(?![\w'])"
    # verbs: "alırsın", "koyuyorsun", "yapabilirsin", "koymalısın", "sokamazsın" (not "-sınız")
    r"|\w+(?:ır|ir|ur|ür|ar|er|yor|maz|mez|malı|meli)s[ıiuü]n(?![\w'])"
    # conditionals: "alırsan", "koyarsan", "anlatıcıysan"
    r"|\w+(?:ır|ir|ur|ür|ar|er|yor|maz|mez)s[ae]n(?![\w'])|\w+ys[ae]n(?![\w'])"
    # "what you took / will leave": "aldığın", "bırakacağın" (the third person says "aldığı")
    r"|\w+(?:[dt][ıiuü]ğ|[ae]c[ae]ğ)[ıiuü]n(?![\w'])"
)


def address(text: str, lang: str) -> list[Finding]:
    """Every place where ``text`` (plain prose) addresses the reader the wrong way."""
    base = lower(text, lang)
    if lang == "fr":
        cleaned = FR_TU_ALLOW.sub("\x00", base)
        return [
            Finding("address", m.group(0), _context(cleaned, m.start(), m.end()),
                    "French speaks to the reader as “vous” (votre, vos, -ez imperatives)")
            for m in FR_TU.finditer(cleaned)
        ]
    if lang == "tr":
        return [
            Finding("address", m.group(0), _context(base, m.start(), m.end()),
                    "Turkish speaks to the reader as “siz” (koyun, seçin; kartınız, sıranız)")
            for m in TR_SEN.finditer(base)
        ]
    return []
