"""The site's one stylesheet, ``assets/css/site.css``, joined at build time from its parts.

The sources are split by concern under ``docs/assets/css/``: ``shared/`` holds what every page
and every widget shares (in the order of ``SHARED``), ``games/<game>-<part>.css`` one game's look
(its build-time pictures, its widgets). Pages get a single file, as before the split, so the
stylesheet still costs one request on the critical path: the shared parts, then each game of the
registry (``calculators.registry.GAMES``) in its order, a game's parts in name order (a part the
others build on is named to sort first: ``<game>-cards.css`` before ``<game>-widgets.css``). The
order is the cascade: a game's rule overrides a shared one of the same weight. Comments are left
out of the served file; the parts themselves stay out of the site (and the offline list).
"""

from __future__ import annotations

import re
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File

from calculators.registry import GAMES

SOURCE = "assets/css/"
SERVED = "assets/css/site.css"
# The shared parts, in cascade order: print last, so that on paper a widget loses its frame.
SHARED = ("base.css", "widgets.css", "first-turn.css", "examples.css", "print.css")
COMMENT = re.compile(r"/\*.*?\*/", re.S)


class StylesheetError(Exception):
    """A stylesheet under docs/assets/css/ that the served file would leave out."""


def parts(css_dir: Path) -> list[Path]:
    """The source files of the served stylesheet, in cascade order."""
    ordered = [css_dir / "shared" / name for name in SHARED]
    games = css_dir / "games"
    for game in GAMES:
        ordered += sorted(games.glob(f"{game}-*.css"))
    stray = sorted(set(css_dir.rglob("*.css")) - set(ordered))
    if stray:
        names = ", ".join(path.relative_to(css_dir).as_posix() for path in stray)
        raise StylesheetError(
            f"docs/assets/css: {names} would not be served: shared parts are listed in hooks/styles.py"
            " (SHARED), a game's are games/<game>-<part>.css for a game of the registry"
        )
    return ordered


def joined(css_dir: Path) -> str:
    """The served stylesheet: every part in order, without comments or blank lines."""
    text = "\n".join(COMMENT.sub("", path.read_text(encoding="utf-8")) for path in parts(css_dir))
    return "\n".join(line for line in text.splitlines() if line.strip()) + "\n"


@event_priority(-150)  # after mkdocs-static-i18n's, which makes the file list of each language
def on_files(files, config, **kwargs):
    """The parts leave the site; the joined stylesheet takes their place."""
    for file in [file for file in files if file.src_uri.startswith(SOURCE)]:
        files.remove(file)
    try:
        content = joined(Path(config.docs_dir) / SOURCE)
    except StylesheetError as exc:
        raise PluginError(str(exc)) from exc
    files.append(File.generated(config, SERVED, content=content))
    return files
