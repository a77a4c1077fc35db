"""Build checks: the menu, the search index, and numbered lists, in fr, en and tr.

- Menu: every game lists the same pages in the same order with the same short labels in each
  language (rules, teach, summary, examples, calculators; a game's own pages last); a page's
  title (browser tab, search) stays its own heading.
- Search: words typed without their marks find the words that have them ("egalite" →
  "égalité", "siralama" → "sıralama"), through folded words added to each index, which stays
  small.
- Lists: a numbered list that starts elsewhere than 1 stops the build unless its author marked
  it (hooks/lists.py); no ``<ol start=…>`` in the site otherwise.
"""

from __future__ import annotations

import json
import re
from html import unescape
from html.parser import HTMLParser
from pathlib import Path
from types import SimpleNamespace
from urllib.parse import urljoin

import markdown as md
import pytest
from mkdocs.utils import meta

from calculators import registry
from calculators.i18n import render as message
from hooks import lists, search

LANGS = {"fr": "", "en": "en/", "tr": "tr/"}
GAMES = registry.GAMES
DOCS = Path(__file__).resolve().parent.parent / "docs"
# The standard pages of a game, in menu order, and their labels in each language.
PAGES = ("", "teach/", "summary/", "examples/", "calculators/")
LABELS = {
    "fr": ["Règles", "Expliquer en 2 minutes", "Résumé", "Exemples", "Calculateurs"],
    "en": ["Rules", "Teach in 2 minutes", "Summary", "Examples", "Calculators"],
    "tr": ["Kurallar", "2 dakikada anlatım", "Özet", "Örnekler", "Hesaplayıcılar"],
}
HOME = {"fr": "Accueil", "en": "Home", "tr": "Ana sayfa"}


def game_name(game: str, lang: str) -> str:
    return message(registry.spec(game).title, lang)


def extra_pages(game: str) -> list[str]:
    """A game's pages beyond the standard ones, by file name (each language has the same files)."""
    standard = {"index.md", "teach.md", "summary.md", "examples.md", "calculators.md"}
    return sorted(p.stem for p in (DOCS / "fr" / game).glob("*.md") if p.name not in standard)


def menu_label(game: str, page: str, lang: str) -> str:
    """The ``menu`` label an extra page gives itself in its front matter."""
    return meta.get_data((DOCS / lang / game / f"{page}.md").read_text(encoding="utf-8"))[1]["menu"]


class MenuParser(HTMLParser):
    """The primary menu: [(section label, [(link text, href)])] of its level-1 sections."""

    def __init__(self):
        super().__init__()
        self.navs: list[dict] = []
        self.labels: dict[str, str] = {}
        self.sections: list[tuple[str, list[tuple[str, str]]]] = []
        self.top: list[tuple[str, str]] = []
        self._text: list[str] | None = None
        self._label_id: str | None = None
        self._href: str | None = None
        self._where: list | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "nav":
            self.navs.append(a)
            if a.get("data-md-level") == "1":
                self.sections.append((a.get("aria-labelledby", ""), []))
        elif tag == "label" and a.get("id"):
            self._label_id, self._text = a["id"], []
        elif tag == "a" and "md-nav__link" in (a.get("class") or "") and self.navs:
            innermost = self.navs[-1]
            if innermost.get("data-md-level") == "1":
                self._href, self._text, self._where = a.get("href"), [], self.sections[-1][1]
            elif "md-nav--primary" in (innermost.get("class") or ""):
                self._href, self._text, self._where = a.get("href"), [], self.top

    def handle_data(self, data):
        if self._text is not None:
            self._text.append(data)

    def handle_endtag(self, tag):
        if tag == "nav" and self.navs:
            self.navs.pop()
        elif tag == "label" and self._label_id:
            self.labels[self._label_id] = " ".join("".join(self._text or []).split())
            self._label_id, self._text = None, None
        elif tag == "a" and self._where is not None:
            self._where.append((" ".join("".join(self._text or []).split()), self._href))
            self._href, self._text, self._where = None, None, None

    def menu(self) -> list[tuple[str, list[tuple[str, str]]]]:
        return [(self.labels.get(label_id, label_id), links) for label_id, links in self.sections]


def menu_of(site_dir: Path, path: str):
    parser = MenuParser()
    parser.feed((site_dir / path / "index.html").read_text(encoding="utf-8"))
    return parser


# Menu


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("where", ["", f"{GAMES[-1]}/summary/"])
def test_every_game_lists_the_same_pages_with_the_same_labels(site_dir, lang, where):
    """The menu has one section per game of the registry, in its order, named as the game is;
    each lists its rules first, then the standard pages in one order with one label each, then
    its own pages, each labelled by itself in that language."""
    prefix = LANGS[lang]
    page_url = f"http://site/{prefix}{where}"
    parser = menu_of(site_dir, prefix + where)
    menu = parser.menu()
    assert [name for name, _ in menu] == [game_name(game, lang) for game in GAMES]
    for (name, links), game in zip(menu, GAMES):
        expected = [(label, f"http://site/{prefix}{game}/{page}") for label, page in zip(LABELS[lang], PAGES)]
        expected += [(menu_label(game, page, lang), f"http://site/{prefix}{game}/{page}/") for page in extra_pages(game)]
        assert [(text, urljoin(page_url, href)) for text, href in links] == expected, (lang, game)
    assert parser.top and parser.top[0][0] == HOME[lang]


def test_a_game_page_of_its_own_is_labelled_in_each_language():
    for game in GAMES:
        for page in extra_pages(game):
            labels = [menu_label(game, page, lang) for lang in LANGS]
            assert all(0 < len(label) <= 24 for label in labels), (game, page, labels)
            assert len(set(labels)) == len(labels), (game, page, labels)


def test_labels_differ_by_language_and_are_short():
    for lang, labels in LABELS.items():
        assert all(len(label) <= 24 for label in labels), labels
    assert len({tuple(labels) for labels in LABELS.values()}) == 3


@pytest.mark.parametrize("lang", LANGS)
def test_a_page_title_stays_its_heading_not_its_menu_label(site_dir, lang):
    for game in GAMES:
        for label, page in zip(LABELS[lang], PAGES):
            html = (site_dir / LANGS[lang] / game / page / "index.html").read_text(encoding="utf-8")
            title = unescape(re.search(r"<title>(.*?)</title>", html).group(1)).rsplit(" - ", 1)[0]
            heading = re.search(r"<h1[^>]*>(.*?)</h1>", html, re.S).group(1)
            heading = " ".join(unescape(re.sub(r"<[^>]+>", "", heading)).replace("¶", "").split())
            assert title != label and title == heading, (lang, game, page, title, heading)


# Search: the index


def index_of(site_dir: Path, lang: str) -> dict:
    return json.loads((site_dir / LANGS[lang] / "search" / "search_index.json").read_text(encoding="utf-8"))


def tokens(doc: dict, separator: str) -> set[str]:
    """The words lunr indexes for an entry (hidden folded words included), lower-cased."""
    text = re.sub(r"<[^>]+>", " ", doc["title"] + " " + doc["text"])
    return {t for t in re.split(separator, text.lower()) if t}


def found(index: dict, query: str) -> list[str]:
    """Entries holding every word of ``query`` (each as a prefix, like Material's search)."""
    separator = index["config"]["separator"]
    words = [w for w in re.split(separator, query.lower()) if w]
    hits = []
    for doc in index["docs"]:
        have = tokens(doc, separator)
        if all(any(t.startswith(w) for t in have) for w in words):
            hits.append(doc["location"])
    return hits


@pytest.mark.parametrize(
    "lang,query,written",
    [
        ("fr", "egalite", "égalité"),
        ("fr", "victoire partagee", "partagée"),
        ("tr", "siralama", "sıralama"),
        ("tr", "esitlik", "eşitli"),
        ("tr", "oyuncu sayisi", "sayısı"),
        ("tr", "galibiyet paylas", "paylaş"),
    ],
)
def test_words_without_their_marks_find_the_entries_that_have_them(site_dir, lang, query, written):
    index = index_of(site_dir, lang)
    hits = found(index, query)
    assert hits, f"{query!r} finds nothing in the {lang} index"
    docs = {doc["location"]: doc for doc in index["docs"]}
    assert any(written in (docs[h]["title"] + docs[h]["text"]).lower() for h in hits)


def test_words_with_their_marks_are_still_found(site_dir):
    assert found(index_of(site_dir, "fr"), "égalité")
    assert found(index_of(site_dir, "tr"), "sıralama")


def test_apostrophes_split_words(site_dir):
    """"l'égalité" holds the word "égalité"; "Ana'nın" holds "ana"."""
    for lang in LANGS:
        separator = index_of(site_dir, lang)["config"]["separator"]
        assert re.split(separator, "l'égalité") == ["l", "égalité"]
        assert re.split(separator, "Ana’nın") == ["Ana", "nın"]


def test_the_folded_words_keep_each_index_small(site_dir):
    for lang, share in (("fr", 0.2), ("tr", 0.4), ("en", 0.03)):
        index = index_of(site_dir, lang)
        text = "".join(doc["text"] for doc in index["docs"])
        added = "".join(re.findall(r"<span hidden>[^<]*</span>", text))
        assert added or lang == "en", lang
        assert len(added) <= share * (len(text) - len(added)), (lang, len(added), len(text))


# Search: the folding itself


def test_fold_removes_marks_and_turkish_dotless_i():
    assert search.fold("Égalité") == "egalite"
    assert search.fold("SIRALAMA sıralama İki Eşitlik Œuvre") == "siralama siralama iki esitlik oeuvre"


def test_folded_words_go_in_the_block_that_has_them_once_per_entry():
    html = "<p>En cas d'égalité</p> <ul><li>Égalité <code>x</code></li></ul><p>égalité, été</p>"
    out = search.add_folded_words(html)
    assert out == (
        "<p>En cas d'égalité<span hidden> egalite</span></p> <ul><li>Égalité <code>x</code></li></ul>"
        "<p>égalité, été<span hidden> ete</span></p>"
    )
    assert search.fold_entry({"title": "Égalité, étage", "text": "<p>égalité</p>"})["text"] == (
        "<p>égalité<span hidden> egalite</span></p><span hidden> etage</span>"
    )


def test_an_entry_without_marks_is_unchanged():
    assert search.fold_entry({"title": "Rules", "text": "<p>A tie is shared.</p>"})["text"] == "<p>A tie is shared.</p>"


# Numbered lists


def render(source: str):
    ext = lists.CheckedLists()
    html = md.markdown(source, extensions=["admonition", "attr_list", "md_in_html", "pymdownx.superfences", ext])
    return html, ext.starts


@pytest.mark.parametrize(
    "source,line",
    [
        ("Giriş.\n\n2. rauntta herkes yeniden başlar.\n", 3),
        ("# Başlık\n\nMetin.\n\n!!! note\n    Bir not.\n\n    3. turda biter.\n", 8),
        ("1. one\n2. two\n\n    5. nested list starting at 5\n", 4),
    ],
)
def test_a_list_starting_elsewhere_than_1_stops_with_its_file_and_line(source, line):
    _, starts = render(source)
    with pytest.raises(lists.ListStartError, match=rf"^page\.md:{line}: "):
        lists.check(source, starts, "page.md")


@pytest.mark.parametrize(
    "source",
    [
        "Intro.\n\n1. one\n2. two\n",
        "1. one\n\n    more of one\n\n2. two\n\n3. three\n",  # a loose list goes on, it does not restart
        "Giriş.\n\n2\\. rauntta herkes yeniden başlar.\n",  # an escaped dot is prose
        "Prose that runs on\n2. with a number inside a paragraph.\n",  # not a list in Markdown
    ],
)
def test_lists_from_1_and_prose_pass(source):
    html, starts = render(source)
    lists.check(source, starts, "page.md")
    assert "start=" not in html


def test_a_marked_list_starts_where_its_author_said():
    source = "Intro.\n\n<!-- list-start: 3 -->\n3. third\n4. fourth\n"
    html, starts = render(source)
    lists.check(source, starts, "page.md")
    assert '<ol start="3">' in html
    # The marker must name the list's own first number.
    wrong = source.replace("list-start: 3", "list-start: 4")
    with pytest.raises(lists.ListStartError):
        lists.check(wrong, render(wrong)[1], "page.md")


def test_the_site_hook_stops_the_build_with_a_plugin_error():
    from mkdocs.exceptions import PluginError

    from hooks import site_hooks

    source = "# T\n\nGiriş.\n\n2. rauntta herkes yeniden başlar.\n"
    site_hooks._lists.starts.clear()
    md.markdown(source, extensions=[site_hooks._lists])
    page = SimpleNamespace(file=SimpleNamespace(content_string=source, src_uri="tr/game/index.md"))
    with pytest.raises(PluginError, match=r"tr/game/index\.md:5: "):
        site_hooks.on_page_content("<p></p>", page=page, config=None, files=None)


def test_no_list_in_the_site_starts_elsewhere_than_1_unless_marked(site_dir):
    unmarked = []
    for path in sorted(site_dir.rglob("*.html")):
        html = path.read_text(encoding="utf-8")
        for match in re.finditer(r'<ol\b[^>]*\bstart="(\d+)"', html):
            before = html[: match.start()].rstrip()
            if match.group(1) != "1" and not re.search(rf"<!--\s*list-start:\s*{match.group(1)}\s*-->$", before):
                unmarked.append(f"{path.relative_to(site_dir)}: {match.group(0)}")
    assert unmarked == []


# Home pages: one card per game, with its players, length and age


FACTS = {
    "fr": {"players": r"(\d) à (\d) joueurs", "length": r"environ\s+(\d+) min", "age": r"(\d+) ans et plus", "box": "(boîte)"},
    "en": {"players": r"(\d) to (\d) players", "length": r"about (\d+) min", "age": r"ages (\d+)\s+and up", "box": "(box)"},
    "tr": {"players": r"(\d)–(\d) oyuncu", "length": r"yaklaşık (\d+) dk", "age": r"(\d+) yaş ve üstü", "box": "(kutu)"},
}


class CardsParser(HTMLParser):
    """The home page's game cards: [(name, text of the card, links)] of each ``li`` of the grid."""

    def __init__(self):
        super().__init__()
        self.cards: list[dict] = []
        self._depth = 0  # inside the grid's <div>
        self._card: dict | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "div" and "grid" in (a.get("class") or "").split():
            self._depth = 1
        elif tag == "div" and self._depth:
            self._depth += 1
        elif tag == "li" and self._depth:
            self._card = {"name": None, "text": [], "links": [], "strong": False}
            self.cards.append(self._card)
        elif self._card is not None and tag == "strong" and self._card["name"] is None:
            self._card["strong"] = True
        elif self._card is not None and tag == "a":
            self._card["links"].append(a.get("href"))

    def handle_data(self, data):
        if self._card is not None:
            if self._card["strong"]:
                self._card["name"], self._card["strong"] = data.strip(), False
            self._card["text"].append(data)

    def handle_endtag(self, tag):
        if tag == "div" and self._depth:
            self._depth -= 1
        elif tag == "li":
            self._card = None


def home_cards(site_dir: Path, lang: str) -> dict[str, dict]:
    parser = CardsParser()
    parser.feed((site_dir / LANGS[lang] / "index.html").read_text(encoding="utf-8"))
    return {card["name"]: {"text": " ".join("".join(card["text"]).split()), "links": card["links"]} for card in parser.cards}


@pytest.mark.parametrize("lang", LANGS)
def test_the_home_page_has_a_card_for_each_game_linking_to_its_rules(site_dir, lang):
    cards = home_cards(site_dir, lang)
    assert list(cards) == [game_name(game, lang) for game in GAMES]
    for game, card in zip(GAMES, cards.values()):
        assert card["links"] == [f"{game}/"], (lang, game, card)


@pytest.mark.parametrize("lang", LANGS)
def test_the_home_page_gives_the_players_the_calculators_accept(site_dir, lang):
    for game, card in zip(GAMES, home_cards(site_dir, lang).values()):
        players = re.search(FACTS[lang]["players"], card["text"])
        limits = registry.spec(game).players
        assert players and tuple(map(int, players.groups())) == (limits.min, limits.max), (lang, game, card)


def test_length_and_age_agree_in_every_language_and_say_where_they_come_from(site_dir):
    """The same length and age in fr, en and tr, each marked "(box)" in all or none, or none at all."""
    cards = {lang: dict(zip(GAMES, home_cards(site_dir, lang).values())) for lang in LANGS}
    for game in GAMES:
        for fact in ("length", "age"):
            seen = set()
            for lang in LANGS:
                text = cards[lang][game]["text"]
                match = re.search(FACTS[lang][fact], text)
                box = bool(match) and FACTS[lang]["box"] in text[match.end() : match.end() + 12]
                seen.add((match.group(1), box) if match else None)
            assert len(seen) == 1, (game, fact, seen)


@pytest.mark.parametrize("lang", LANGS)
def test_the_home_page_no_longer_says_not_given_by_the_source(site_dir, lang):
    text = " ".join(card["text"] for card in home_cards(site_dir, lang).values()).lower()
    text += (DOCS / lang / "index.md").read_text(encoding="utf-8").lower()
    for phrase in ("non indiqué", "non indiquée", "not given", "not stated", "belirtilmemiş"):
        assert phrase not in text, (lang, phrase)
