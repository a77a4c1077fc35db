"""Pictures are readable on a phone (360 px wide): on every page, each picture's words are 12 CSS
px at least as drawn, or a tap opens the picture full screen (docs/assets/js/core/zoom.js), where
they are. English pages: the pictures are drawn the same way in every language."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = sorted(
    f"en/{md.relative_to(ROOT / 'docs' / 'en').with_suffix('').as_posix()}/".replace("/index/", "/").replace("en/index/", "en/")
    for md in (ROOT / "docs" / "en").rglob("*.md")
)

# For each picture: the smallest of its words on screen, in CSS px, and where the picture opens
# full screen (its button shown), the smallest there. The size of a word is its font size times
# the drawing's scale on screen.
MEASURE = """() => {
  const smallest = (svg) => Math.min(...[...svg.querySelectorAll('text')].map((text) => {
    const size = parseFloat(text.getAttribute('font-size') || getComputedStyle(text).fontSize);
    return size * svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  }));
  return [...document.querySelectorAll('figure.calc-picture')].filter((f) => f.querySelector('svg.calc-svg text')).map((figure) => {
    const svg = figure.querySelector('svg.calc-svg');
    const shown = smallest(svg);
    const button = figure.querySelector(':scope > .calc-zoom-open');
    if (!button || button.hidden) return [figure.dataset.kind, shown, null];
    button.click();
    const dialog = document.querySelector('dialog.calc-zoom[open]');
    const zoomed = dialog ? smallest(dialog.querySelector('svg')) : 0;
    if (dialog) dialog.close();
    return [figure.dataset.kind, shown, zoomed];
  });
}"""


@pytest.mark.parametrize("path", PAGES)
def test_every_picture_is_readable_on_a_phone(phone_page, base_url, path):
    page = phone_page
    page.set_viewport_size({"width": 360, "height": 640})
    page.goto(base_url + path)
    page.wait_for_function("() => window.document$ !== undefined")
    unreadable = [
        f"{kind}: {shown:.1f} px" + ("" if zoomed is None else f", {zoomed:.1f} px full screen")
        for kind, shown, zoomed in page.evaluate(MEASURE)
        if (zoomed if zoomed is not None else shown) < 12 - 0.05
    ]
    assert unreadable == []
