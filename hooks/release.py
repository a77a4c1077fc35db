"""What a build is: the package's version and the commit it was built from, and that commit's date.

- ``label()`` is what the footer of every page shows ("0.1.0 · 1a2b3c4d5e6f"), and ``name()`` the
  same for machines: the service worker names its cache with it (hooks/offline.py), so a reader's
  cache says which release it holds.
- ``date()`` is the commit's date (UTC): pages and the sitemap say when the content last changed,
  not when the site was built, so two builds of one commit write the same files.

Outside a git checkout (a downloaded archive) there is no commit: the version alone, and the
build's own date. A checkout whose tracked files differ from its commit gets a "+" after the
commit, as a modified build of a program does: its pages are not that commit's.
"""

from __future__ import annotations

import functools
import subprocess
from datetime import datetime, timezone
from pathlib import Path

from calculators import __version__

ROOT = Path(__file__).resolve().parent.parent


def _git(*args: str) -> str | None:
    try:
        done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return done.stdout.strip() if done.returncode == 0 else None


@functools.cache
def commit() -> str | None:
    """The commit checked out (12 hex digits, "+" after it when tracked files were changed), or None."""
    head = _git("rev-parse", "--short=12", "HEAD")
    if not head:
        return None
    changed = _git("status", "--porcelain", "--untracked-files=no")
    return head + ("+" if changed else "")


def label() -> str:
    """The release as the footer shows it: ``0.1.0 · 1a2b3c4d5e6f``, or ``0.1.0`` without git."""
    found = commit()
    return f"{__version__} · {found}" if found else __version__


def name() -> str:
    """The release as a name: ``0.1.0-1a2b3c4d5e6f`` (``-changed`` for a modified checkout)."""
    found = commit()
    return f"{__version__}-{found.replace('+', '-changed')}" if found else __version__


@functools.cache
def date() -> str | None:
    """The date (UTC, YYYY-MM-DD) of the commit checked out, or None outside a git checkout."""
    seconds = _git("log", "-1", "--format=%ct")
    if not seconds or not seconds.isdigit():
        return None
    return datetime.fromtimestamp(int(seconds), timezone.utc).strftime("%Y-%m-%d")
