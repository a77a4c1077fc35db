"""Is every word of a page in the page's language? A small checker shared by build and browser tests.

Each language gets a short list of very common function words that belong to it alone (words
two of our languages share, such as "de", "en", "on", "son" or "can", are left out). A text
in language X that holds words of another language's list is suspect: ``foreign_words``
answers those words, ``foreign_hits`` the same with their context, so a failing test can say
where they are.

``visible_text(html, lang)`` is the text a reader sees or hears: the page's text (SVG titles
and descriptions included, since screen readers read them), the tooltips and accessible names
(``title``, ``aria-label``, ``alt``, ``placeholder``) and the page's title and description;
not scripts, styles, or what is ``hidden``. In a multilingual glossary table (a column per
language, headed "Français", "English", "Türkçe"), the other languages' columns are left out.

``chrome_phrases(text, lang)`` catches short interface phrases of another language (theme
tooltips such as "Permanent link" or "Dark mode") that hold no function word.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

LANGUAGES = ("fr", "en", "tr")

STOP_WORDS = {
    "fr": {
        "le", "la", "les", "des", "du", "au", "aux", "est", "sont", "une", "pour", "avec", "dans",
        "vous", "votre", "vos", "qui", "que", "sur", "pas", "cette", "ces", "mais", "ou", "et",
        "chaque", "leur", "leurs", "ils", "nous", "être", "fait", "peut", "sans", "très",
        "aussi", "puis", "quand", "comme", "tout", "tous", "toutes",
    },
    "en": {
        "the", "and", "with", "you", "your", "this", "that", "is", "are", "of", "to", "for",
        "from", "each", "which", "when", "it", "its", "be", "or", "by", "if", "all", "has",
        "have", "was", "will", "their", "they", "what", "who", "into", "than", "then", "there",
        "these", "those", "only", "also", "been", "does", "would", "should", "could",
        "our", "we", "at", "here", "how",
    },
    "tr": {
        "ve", "bir", "için", "ile", "bu", "şu", "da", "daha", "gibi", "olarak", "kadar", "sonra",
        "veya", "ya", "değil", "var", "yok", "ise", "çünkü", "olan", "hiç", "ama", "göre",
        "önce", "kendi", "sizin", "siz", "hangi", "nasıl",
    },
}

# A word in two lists belongs to neither ("her" is English and Turkish).
_SHARED = {
    word
    for lang in LANGUAGES
    for word in STOP_WORDS[lang]
    if any(word in STOP_WORDS[other] for other in LANGUAGES if other != lang)
}
_OWNER = {word: lang for lang in LANGUAGES for word in STOP_WORDS[lang] if word not in _SHARED}

# Interface phrases with no function word in them, as a theme or a browser shows them.
CHROME_PHRASES = {
    "en": ["Permanent link", "Dark mode", "Light mode", "Back to top", "Skip to content", "Table of contents",
           "Not found", "Copy to clipboard", "Switch to", "Go to", "Made with"],
    "fr": ["Lien permanent", "Mode sombre", "Mode clair", "Retour en haut", "Aller au contenu",
           "Table des matières", "Page introuvable", "Copier dans le presse-papier"],
    "tr": ["Kalıcı bağlantı", "Karanlık mod", "Aydınlık mod", "Başa dönün", "İçeriğe geçin", "İçindekiler",
           "Sayfa bulunamadı", "Panoya kopyala"],
}

LANGUAGE_NAMES = {"français": "fr", "english": "en", "türkçe": "tr"}

# A word, unless it follows an apostrophe: Turkish suffixes ("33'le", "Python'un") and the end
# of French elisions ("qu'il") are not words of their own.
WORD = re.compile(r"(?<!['’])(?<![^\W\d_])[^\W\d_]+")


def _lower(word: str, lang: str) -> str:
    if lang == "tr":
        word = word.replace("I", "ı").replace("İ", "i")
    return word.lower()


def foreign_hits(text: str, lang: str, context: int = 40) -> list[tuple[str, str, str]]:
    """``(word, its language, the text around it)`` for each word of another language's list."""
    hits = []
    for match in WORD.finditer(text):
        word = _lower(match.group(0), lang)
        owner = _OWNER.get(word)
        if owner is not None and owner != lang:
            start, end = max(match.start() - context, 0), min(match.end() + context, len(text))
            around = " ".join(text[start:end].split())
            hits.append((match.group(0), owner, around))
    return hits


def foreign_words(text: str, lang: str) -> list[str]:
    """The words of ``text`` that are function words of another language than ``lang``."""
    return [word for word, _, _ in foreign_hits(text, lang)]


def chrome_phrases(text: str, lang: str) -> list[str]:
    """Interface phrases of another language found in ``text`` (whole words, any case)."""
    found = []
    for other, phrases in CHROME_PHRASES.items():
        if other == lang:
            continue
        for phrase in phrases:
            if re.search(r"(?<!\w)" + re.escape(phrase) + r"(?!\w)", text, re.IGNORECASE):
                found.append(phrase)
    return found


VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"}
SKIPPED = {"script", "style", "template"}
SPOKEN_ATTRIBUTES = ("title", "aria-label", "alt", "placeholder")


class _Visible(HTMLParser):
    def __init__(self, lang: str):
        super().__init__(convert_charrefs=True)
        self.lang = lang
        self.chunks: list[str] = []
        self.stack: list[tuple[str, bool]] = []  # (tag, skipped from here down)
        self.tables: list[dict] = []

    @property
    def skipping(self) -> bool:
        return bool(self.stack) and self.stack[-1][1]

    def _open(self, tag, attrs, void):
        attrs = dict(attrs)
        skip = self.skipping or tag in SKIPPED or "hidden" in attrs
        table = self.tables[-1] if self.tables else None
        if tag == "table":
            self.tables.append({"headers": [], "row": -1, "col": -1, "header": None})
        elif table is not None and tag == "tr":
            table["row"] += 1
            table["col"] = -1
        elif table is not None and tag in ("td", "th"):
            table["col"] += 1
            if tag == "th" and table["row"] == 0:
                table["header"] = []
            else:
                col = table["col"]
                heading = table["headers"][col] if col < len(table["headers"]) else ""
                column_lang = LANGUAGE_NAMES.get(heading.strip().lower())
                if column_lang is not None and column_lang != self.lang:
                    skip = True
        if not skip:
            if tag == "meta" and attrs.get("name") == "description" and attrs.get("content"):
                self.chunks.append(attrs["content"])
            for name in SPOKEN_ATTRIBUTES:
                if attrs.get(name):
                    self.chunks.append(attrs[name])
        if not void:
            self.stack.append((tag, skip))

    def handle_starttag(self, tag, attrs):
        self._open(tag, attrs, tag in VOID)

    def handle_startendtag(self, tag, attrs):
        self._open(tag, attrs, True)

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        table = self.tables[-1] if self.tables else None
        if table is not None and tag == "th" and table["header"] is not None:
            table["headers"].append(" ".join(table["header"]))
            table["header"] = None
        if tag == "table" and self.tables:
            self.tables.pop()
        for index in range(len(self.stack) - 1, -1, -1):
            if self.stack[index][0] == tag:
                del self.stack[index:]
                break
        self.chunks.append("\n")

    def handle_data(self, data):
        if self.skipping:
            return
        table = self.tables[-1] if self.tables else None
        if table is not None and table["header"] is not None:
            table["header"].append(data)
        self.chunks.append(data)


def visible_text(html: str, lang: str) -> str:
    """What a reader of a page in ``lang`` sees or hears of ``html`` (see the module's doc)."""
    parser = _Visible(lang)
    parser.feed(html)
    parser.close()
    return re.sub(r"[ \t]*\n[\s]*", "\n", " ".join(parser.chunks)).strip()
