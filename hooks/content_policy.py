"""The Content-Security-Policy of every page, as a ``<meta>`` (static hosts rarely let a site set headers).

A page may load and run only what comes from the site's own origin: its scripts, styles, images,
fonts, workers (Python's worker, the search worker, the service worker), its manifest and what it
fetches. Nothing inline runs unless its SHA-256 is in the policy: ``with_policy`` hashes the inline
scripts and ``<style>`` elements of the page's final HTML (the theme's own, the early start of
Python in overrides/main.html) and writes the policy just after ``<meta charset>``, before any of
them. Data blocks (``<script type="application/json">``) are never run and need none.

``'wasm-unsafe-eval'`` lets WebAssembly compile (Pyodide); ``data:`` images are the theme's icons
drawn in its stylesheet. Style attributes are refused: Markdown's tables align with the ``align``
attribute (mkdocs.yml), and scripts style elements through ``element.style``.
"""

from __future__ import annotations

import base64
import hashlib
import html as html_lib
import re

META_NAME = "Content-Security-Policy"
INLINE_SCRIPT = re.compile(r"<script(?P<attrs>(?:\s[^>]*)?)>(?P<body>.*?)</script>", re.S | re.I)
INLINE_STYLE = re.compile(r"<style(?:\s[^>]*)?>(?P<body>.*?)</style>", re.S | re.I)
TYPE = re.compile(r"""\stype\s*=\s*["']?([^"'\s>]+)""", re.I)
# The script types a browser runs (an absent type is JavaScript).
RUN_TYPES = {"", "module", "text/javascript", "application/javascript"}
CHARSET = re.compile(r"<meta charset=[^>]*>", re.I)
EXISTING = re.compile(r'\s*<meta http-equiv="Content-Security-Policy" content="[^"]*">', re.I)


class PolicyError(ValueError):
    """The page cannot carry the policy where it must (no ``<meta charset>`` to put it after)."""


def _hash(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii") + "'"


def _runs(attrs: str) -> bool:
    if re.search(r"\ssrc\s*=", attrs, re.I):
        return False
    found = TYPE.search(attrs)
    return (found.group(1).lower() if found else "") in RUN_TYPES


def inline_hashes(html: str) -> tuple[list[str], list[str]]:
    """The hashes of the page's inline scripts that run, and of its ``<style>`` elements, in order."""
    scripts = [_hash(m["body"]) for m in INLINE_SCRIPT.finditer(html) if _runs(m["attrs"])]
    styles = [_hash(m["body"]) for m in INLINE_STYLE.finditer(html)]
    return list(dict.fromkeys(scripts)), list(dict.fromkeys(styles))


def policy(html: str) -> str:
    """The policy for a page's HTML."""
    scripts, styles = inline_hashes(html)
    directives = {
        "default-src": ["'none'"],
        "script-src": ["'self'", "'wasm-unsafe-eval'", *scripts],
        "style-src": ["'self'", *styles],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "worker-src": ["'self'"],
        "manifest-src": ["'self'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
    }
    return "; ".join(f"{name} {' '.join(sources)}" for name, sources in directives.items())


def with_policy(html: str) -> str:
    """``html`` with its policy as the first thing after ``<meta charset>`` (any older one replaced)."""
    html = EXISTING.sub("", html)
    charset = CHARSET.search(html)
    if charset is None:
        raise PolicyError("the page has no <meta charset> to put its Content-Security-Policy after")
    meta = f'\n    <meta http-equiv="{META_NAME}" content="{html_lib.escape(policy(html), quote=False)}">'
    return html[: charset.end()] + meta + html[charset.end() :]
