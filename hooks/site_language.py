"""The site's own words in the page's language: heading links, the footer, the 404 page, the web app manifest.

- ``permalink_titles``: the ``¶`` link of each heading gets its tooltip in the page's language
  (Markdown's toc extension writes "Permanent link" on every page, whatever its language).
- ``with_release``: the footer's line names the release the page belongs to (hooks/release.py),
  so a reader can say which one they see.
- A "page not found" page per language: mkdocs-static-i18n renders Material's ``404.html``
  once per language, each time at the site root, so the last language built would win. The
  hook gives the template its language's strings (``not_found_context``), keeps each
  language's rendering (``keep_not_found``) and writes them where a static host looks for
  them (``write_not_found``): ``404.html`` at the root for the default language,
  ``<lang>/404.html`` for the others. The language switcher of that page leads to each
  language's home page (the theme would otherwise show the last page built's links).
- One web app manifest per language (``write_manifests``), named and described in it;
  ``config.extra.language_root`` tells ``overrides/main.html`` which one a page links to.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from urllib.parse import urlsplit

from calculators.i18n import render
from hooks import release, strings

HEADERLINK = re.compile(r'(<a class="headerlink" href="[^"]*" title=")Permanent link(")')


def permalink_titles(html: str, lang: str) -> str:
    title = strings.text("core.permalink", lang).replace('"', "&quot;")
    return HEADERLINK.sub(lambda m: m[1] + title + m[2], html)


def with_release(copyright: str, lang: str) -> str:
    """The footer's copyright line followed by the release, in ``lang``: "Version 0.1.0 · 1a2b3c4d5e6f"."""
    stamp = render("core.version", lang, {"version": release.label()})
    return f'{copyright} <span class="site-release">{html.escape(stamp)}</span>'


def _languages(config) -> list:
    plugin = config.plugins.get("i18n")
    return [item for item in plugin.config.languages if item.build] if plugin is not None else []


def language_root(config, lang: str) -> str:
    """The language's folder in the site, relative to its root: "" for the default, "en/" for English."""
    for item in _languages(config):
        if item.locale == lang:
            return item.link.lstrip("/")
    return ""


def _home(config, lang: str) -> str:
    return urlsplit(config.site_url or "/").path.rstrip("/") + "/" + language_root(config, lang)


def note_language(config) -> None:
    """At the start of each language's build: what the templates and the manifests need."""
    lang = config.theme.get("language", "fr")
    config.extra["language_root"] = language_root(config, lang)
    _descriptions[lang] = config.site_description or ""


def not_found_context(context: dict, config) -> dict:
    lang = config.theme.get("language", "fr")
    context["not_found"] = {
        "title": strings.text("core.not_found_title", lang),
        "text": strings.text("core.not_found_text", lang),
        "home": strings.text("core.not_found_home", lang),
        "home_url": _home(config, lang),
        "search": strings.text("core.not_found_search", lang),
        "search_button": strings.text("core.not_found_search_button", lang),
    }
    # The theme shows ``config.extra.alternate`` as the language switcher; after a page is built
    # it holds that page's links (as an attribute, which the template reads first).
    config.extra.alternate = [
        {"name": item.name, "link": _home(config, item.locale), "lang": item.locale} for item in _languages(config)
    ]
    return context


_not_found: dict[str, str] = {}
_descriptions: dict[str, str] = {}


def keep_not_found(output: str, config) -> None:
    _not_found[config.theme.get("language", "fr")] = output


def write_not_found(site_root: Path, config) -> None:
    """Each language's 404 page in its place (the default language's last, at the root)."""
    for lang, html in _not_found.items():
        target = site_root / language_root(config, lang) / "404.html"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(html, encoding="utf-8")


def write_manifests(site_root: Path, config) -> None:
    """The root manifest (written by hooks/offline.py) once per language, in that language."""
    source = site_root / "manifest.webmanifest"
    base = json.loads(source.read_text(encoding="utf-8"))
    for item in _languages(config):
        folder = language_root(config, item.locale)
        up = "../" * folder.count("/")
        manifest = {
            **base,
            "lang": item.locale,
            "dir": "ltr",
            "description": _descriptions.get(item.locale, base.get("description", "")),
            "start_url": "./",
            "scope": up or "./",
            "icons": [{**icon, "src": up + icon["src"]} for icon in base.get("icons", [])],
        }
        target = site_root / folder / "manifest.webmanifest"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
