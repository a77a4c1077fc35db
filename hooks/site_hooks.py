"""The MkDocs hook: renders the custom fences and puts the Python runtime into the site.

- ``on_config``, ``on_nav``: the menu, the site's description and copyright line, and (in
  ``on_page_markdown``) the home page's game cards come from the registry (hooks/games.py); the
  copyright line is followed by the release (package version and commit, hooks/release.py).
- ``on_page_markdown``: every ``example`` fence is computed by the calculators (a wrong stated
  result stops the build) and every ``widget`` fence becomes a placeholder; pages that have
  one get their language's interface strings inlined, the others the few a page says by itself
  (offline use, the warm-up) and the game they belong to.
- ``on_page_content``: a numbered list that starts at another number than 1 without its
  author's marker stops the build (hooks/lists.py). Page titles stay the pages' headings while
  the menu shows short labels (hooks/nav.py, from ``on_page_markdown``).
- ``on_pre_page``: a page's date is its commit's (hooks/release.py): the sitemap says when the
  content changed, and two builds of one commit write the same files.
- ``on_post_page``: drops head links that made Material fetch missing sitemaps, points each
  language's pages at that language's search index, built when first searched
  (hooks/search.py), and, last of all, gives the final page its Content-Security-Policy
  (hooks/content_policy.py).
- ``on_env``, ``on_template_context``, ``on_post_template``: the site's own words in each
  language (hooks/site_language.py): heading-link tooltips, a 404 page per language (written
  by ``on_post_build``) and a web app manifest per language.
- ``on_post_build``: copies Pyodide and the calculators wheel to the site root and, after the
  last language, splits the search index by language and writes the service worker (its cache
  named after the release) and the web app manifest (hooks/offline.py). With mkdocs-static-i18n it runs once
  per language, so it is idempotent.
"""

from __future__ import annotations

import json
import re
import sys
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from mkdocs.exceptions import PluginError  # noqa: E402
from mkdocs.plugins import event_priority  # noqa: E402

from calculators import registry  # noqa: E402
from hooks import content_policy, fences, games, headings, lists, nav, offline, release, runtime, search, site_language, strings, styles, widget_data  # noqa: E402

LANGUAGES = ("fr", "en", "tr")
# How far into a page's HTML its first widget may start and still count as the page's reason to be.
TOP_WIDGET_WITHIN = 2000
_wheel: tuple[str, bytes] | None = None


def _built_wheel() -> tuple[str, bytes]:
    global _wheel
    if _wheel is None:
        _wheel = runtime.build_wheel()
    return _wheel


_lists = lists.CheckedLists()


@event_priority(-150)  # after mkdocs-static-i18n's, which sets the language of this build
def on_config(config, **kwargs):
    if not config.site_url:  # SITE_URL set but empty: links, the sitemap and the 404 pages need an address
        raise PluginError("SITE_URL is empty: give the address the site will live at (https://example.org/table-rules/), or leave it unset for the local one")
    # The menu, the description and the copyright line come from the registry of games.
    lang = config.theme.get("language", LANGUAGES[0])
    config["nav"] = games.nav(Path(config.docs_dir), LANGUAGES[0])
    config.update(games.site_words(lang))
    config["copyright"] = site_language.with_release(config["copyright"], lang)
    config.extra["calc_wheel"] = _built_wheel()[0]
    config.extra["pyodide_version"] = runtime.pyodide_version()
    if _lists not in config.markdown_extensions:
        config.markdown_extensions.append(_lists)
    return config


@event_priority(-150)  # after mkdocs-static-i18n's, which makes the file list of each language
def on_files(files, config, **kwargs):
    files = styles.on_files(files, config)  # the one stylesheet, joined from docs/assets/css/
    try:
        return search.on_files(files, config)  # the search worker that builds when asked
    except search.ThemeConfigError as exc:
        raise PluginError(str(exc)) from exc


@event_priority(-150)  # after mkdocs-static-i18n's, which translates the standard labels
def on_nav(nav_, config, files, **kwargs):
    games.name_nav(nav_.items, config.theme.get("language", LANGUAGES[0]), Path(config.docs_dir))
    return nav_


def on_pre_page(page, config, files, **kwargs):
    page.update_date = release.date() or page.update_date
    return page


def on_page_markdown(markdown, page, config, files, **kwargs):
    lang = config.theme.get("language", "fr")
    markdown = games.fill_home(markdown, Path(config.docs_dir), lang)  # the home page's game cards
    nav.keep_heading_title(markdown, page)
    _lists.starts.clear()
    try:
        # The catalogue's headings, in the page's language (hooks/headings.py).
        markdown = headings.fill(markdown, lang, headings.kind_of(page.file.src_uri, registry.GAMES), page.file.src_uri)
        rendered, widgets = fences.render_page(markdown, lang, page.file.src_uri)
    except (fences.FenceError, headings.HeadingError) as exc:
        raise PluginError(str(exc)) from exc
    if widgets is None:
        # The page's own words (docs/assets/js/core/offline.js, warm-up.js) and its game, if any.
        game = headings.game_of(page.file.src_uri, registry.GAMES)
        return rendered + _page_config({"lang": lang, "game": game, "strings": strings.for_page(lang)})
    try:
        shown = widget_data.games_of(widgets)
    except widget_data.UnknownWidget as exc:
        raise PluginError(f"{page.file.src_uri}: {exc}") from exc
    # The games of the page's widgets, for overrides/main.html: the worker fetches their part of
    # the calculators package first.
    page.meta["calc_games"] = sorted({spec.key for spec in shown.values()})
    first = re.search(r'data-widget="([^"]+)"', rendered)
    page.meta["calc_first_modules"] = widget_data.modules_of(first.group(1)) if first else ()
    payload = {
        "lang": lang,
        "wheel": _built_wheel()[0],
        "strings": strings.for_language(lang, {spec.key for spec in shown.values()}),
        "widgets": {name: spec.key for name, spec in shown.items()},
        "data": widget_data.for_games(shown),
    }
    return rendered + _page_config(payload)


def _page_config(payload: dict) -> str:
    """The page's configuration for docs/assets/js/core/page.js (data, not a script that runs)."""
    data = json.dumps(payload, ensure_ascii=False).replace("</", "<\\/")
    return f'\n\n<script type="application/json" id="calc-config">{data}</script>\n'


def on_page_content(html, page, config, files, **kwargs):
    # A numbered list that starts elsewhere than 1 stops the build unless marked (hooks/lists.py).
    try:
        lists.check(page.file.content_string, _lists.starts, page.file.src_uri)
    except lists.ListStartError as exc:
        raise PluginError(str(exc)) from exc
    html = site_language.permalink_titles(html, config.theme.get("language", "fr"))
    if 'class="calc-picture' in html:
        # The words of the button that opens a small picture full screen (docs/assets/js/core/zoom.js).
        lang = config.theme.get("language", "fr")
        words = {name: escape(strings.text(f"core.picture_{name}", lang)) for name in ("open", "close")}
        html += f'\n<div hidden id="calc-zoom-words" data-open="{words["open"]}" data-close="{words["close"]}"></div>\n'
    # A page whose first widget comes within its first lines (a calculators page) is there for
    # that widget: overrides/main.html fetches its code early (modulepreload).
    page.meta["calc_top_widget"] = 0 <= html.find('class="calc-widget"') < TOP_WIDGET_WITHIN
    return html


def on_env(env, config, files, **kwargs):
    site_language.note_language(config)  # each language's build: its manifest, its description


def on_template_context(context, template_name, config, **kwargs):
    if template_name == "404.html":
        context = site_language.not_found_context(context, config)
    return context


def on_post_template(output, template_name, config, **kwargs):
    # The 404 page of each language: the same head fixes as a page, kept for on_post_build.
    if template_name == "404.html":
        output = on_post_page(output, None, config)
        site_language.keep_not_found(output, config)
    return output


ALTERNATE_LINK = re.compile(r'<link rel="alternate" href="[^"]*" hreflang="[a-z]{2}">\n?')


@event_priority(-1000)  # last: the policy hashes the page's final inline scripts
def on_post_page(output, page, config, **kwargs):
    # Material fetches "<alternate>/sitemap.xml" for each head alternate link; mkdocs-static-i18n
    # makes those links point at pages, not language roots, so every page made three requests
    # that could only 404. The language switcher in the header keeps the same-page links.
    output = ALTERNATE_LINK.sub("", output)
    try:
        output = search.configure_search(output, config.theme.get("language", "fr"), LANGUAGES[0])
        return content_policy.with_policy(output)
    except (search.ThemeConfigError, content_policy.PolicyError) as exc:
        raise PluginError(str(exc)) from exc


def _site_root(site_dir: str) -> Path:
    path = Path(site_dir)
    return path.parent if path.name in LANGUAGES[1:] else path


@event_priority(-200)  # after mkdocs-static-i18n's own on_post_build, which builds the other languages
def on_post_build(config, **kwargs):
    path, content = _built_wheel()
    root = _site_root(config.site_dir)
    runtime.copy_runtime(root, path, content)
    site_language.write_not_found(root, config)
    # mkdocs-static-i18n writes the shared index at the end of the default language's build,
    # which finishes last; the split acts only once the index holds every language.
    if search.split_index(root, LANGUAGES, LANGUAGES[0]):
        # Every language is in place: list the whole site for offline use.
        offline.write_manifest(root, config.site_name, config.site_description)
        site_language.write_manifests(root, config)
        offline.write_service_worker(root, release.name())
