"""The message catalogue: every sentence the calculators answer with, in French, English and Turkish.

Each game keeps its own sentences in ``<game>/messages.py`` (a ``MESSAGES`` dict of
``code -> {"fr": ..., "en": ..., "tr": ...}``); this module merges them with the shared
ones below and renders a code in the requested language. A test checks that every code
has all three languages with the same placeholders.
"""

from __future__ import annotations

import importlib
import string
from dataclasses import dataclass
from typing import Any

LANGUAGES = ("fr", "en", "tr")
DEFAULT_LANGUAGE = "fr"
GAMES = ("pixies", "dixit", "ipso", "neteru")


@dataclass(frozen=True)
class Term:
    """A parameter that is itself a catalogue entry (a colour, a card type...), translated at render time."""

    code: str


COMMON: dict[str, dict[str, str]] = {
    "common.invalid_json": {
        "fr": "La requête n'est pas du JSON valide.",
        "en": "The request is not valid JSON.",
        "tr": "İstek geçerli bir JSON değil.",
    },
    "common.request_not_object": {
        "fr": "La requête doit être un objet JSON.",
        "en": "The request must be a JSON object.",
        "tr": "İstek bir JSON nesnesi olmalı.",
    },
    "common.unknown_game": {
        "fr": "Jeu inconnu : « {value} ». Jeux disponibles : {choices}.",
        "en": "Unknown game: “{value}”. Available games: {choices}.",
        "tr": "Bilinmeyen oyun: “{value}”. Mevcut oyunlar: {choices}.",
    },
    "common.unknown_action": {
        "fr": "Action inconnue : « {value} ». Actions possibles : {choices}.",
        "en": "Unknown action: “{value}”. Possible actions: {choices}.",
        "tr": "Bilinmeyen işlem: “{value}”. Yapılabilecek işlemler: {choices}.",
    },
    "common.unknown_language": {
        "fr": "Langue inconnue : « {value} ». Langues possibles : fr, en, tr.",
        "en": "Unknown language: “{value}”. Possible languages: fr, en, tr.",
        "tr": "Bilinmeyen dil: “{value}”. Seçilebilecek diller: fr, en, tr.",
    },
    "common.expected_object": {
        "fr": "Ce champ doit être un objet (des paires nom : valeur).",
        "en": "This field must be an object (name: value pairs).",
        "tr": "Bu alan bir nesne (ad: değer çiftleri) olmalı.",
    },
    "common.expected_list": {
        "fr": "Ce champ doit être une liste.",
        "en": "This field must be a list.",
        "tr": "Bu alan bir liste olmalı.",
    },
    "common.expected_integer": {
        "fr": "Ce champ doit être un nombre entier.",
        "en": "This field must be a whole number.",
        "tr": "Bu alan bir tam sayı olmalı.",
    },
    "common.expected_boolean": {
        "fr": "Ce champ doit valoir vrai ou faux.",
        "en": "This field must be true or false.",
        "tr": "Bu alan doğru ya da yanlış olmalı.",
    },
    "common.expected_string": {
        "fr": "Ce champ doit être un texte.",
        "en": "This field must be text.",
        "tr": "Bu alan metin olmalı.",
    },
    "common.out_of_range": {
        "fr": "Valeur {value} hors limites : elle doit être comprise entre {min} et {max}.",
        "en": "Value {value} is out of range: it must be between {min} and {max}.",
        "tr": "{value} değeri sınırların dışında: {min} ile {max} arasında olmalı.",
    },
    "common.required": {
        "fr": "Ce champ est obligatoire.",
        "en": "This field is required.",
        "tr": "Bu alan zorunlu.",
    },
    "common.unknown_field": {
        "fr": "Champ inconnu : « {value} ».",
        "en": "Unknown field: “{value}”.",
        "tr": "Bilinmeyen alan: “{value}”.",
    },
    "common.unknown_choice": {
        "fr": "Valeur inconnue : « {value} ». Valeurs possibles : {choices}.",
        "en": "Unknown value: “{value}”. Possible values: {choices}.",
        "tr": "Bilinmeyen değer: “{value}”. Olası değerler: {choices}.",
    },
    "common.too_long": {
        "fr": "Texte trop long : {max} caractères au plus.",
        "en": "Text too long: {max} characters at most.",
        "tr": "Metin çok uzun: en fazla {max} karakter.",
    },
    "common.too_many": {
        "fr": "Trop d'éléments : {max} au plus.",
        "en": "Too many items: {max} at most.",
        "tr": "Çok fazla öğe: en fazla {max}.",
    },
    "common.internal_error": {
        "fr": "Erreur interne du calculateur ; merci de la signaler avec la requête.",
        "en": "Internal calculator error; please report it with the request.",
        "tr": "Hesaplayıcıda iç hata; lütfen isteği de ekleyerek bildirin.",
    },
}

_catalogue: dict[str, dict[str, str]] | None = None


def catalogue() -> dict[str, dict[str, str]]:
    """All messages: the shared ones plus each game's ``messages.MESSAGES`` (loaded once)."""
    global _catalogue
    if _catalogue is None:
        merged = dict(COMMON)
        for game in GAMES:
            try:
                module = importlib.import_module(f"calculators.{game}.messages")
            except ModuleNotFoundError:
                continue
            merged.update(module.MESSAGES)
        _catalogue = merged
    return _catalogue


def placeholders(template: str) -> set[str]:
    """The ``{name}`` fields a template uses."""
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


def render(code: str, lang: str, params: dict[str, Any] | None = None) -> str:
    """The message for ``code`` in ``lang``, with its parameters filled in (Terms translated)."""
    entry = catalogue().get(code)
    if entry is None:
        return code
    template = entry.get(lang) or entry[DEFAULT_LANGUAGE]
    values = {key: _plain(value, lang) for key, value in (params or {}).items()}
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return template


def _plain(value: Any, lang: str) -> Any:
    if isinstance(value, Term):
        return render(value.code, lang)
    if isinstance(value, (list, tuple)):
        return ", ".join(str(_plain(item, lang)) for item in value)
    return value


def jsonable(value: Any) -> Any:
    """Parameters as plain JSON (a Term becomes its code), for the ``params`` of an answer."""
    if isinstance(value, Term):
        return value.code
    if isinstance(value, (list, tuple)):
        return [jsonable(item) for item in value]
    return value
