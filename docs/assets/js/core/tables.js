// Wide tables reachable by keyboard: Material wraps tables in a scrolling box; a box that scrolls
// must take keyboard focus (WCAG 2.1.1), and is named by its caption or heading.

export function focusableScrollBoxes() {
  for (const box of document.querySelectorAll(".md-typeset__scrollwrap:not([tabindex])")) {
    box.tabIndex = 0;
    box.setAttribute("role", "region");
    const caption = box.closest("figure, .calc-example, section")?.querySelector("figcaption, h2, h3");
    box.setAttribute("aria-label", caption ? caption.textContent.trim() : document.title);
  }
}
