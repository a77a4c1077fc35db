// Pictures readable on a phone. A picture fits the column it is in, so on a narrow screen its
// words can shrink below what anyone reads (a 12-CSS-pixel floor). Such a picture gets a button
// under it, and a tap on the picture or on that button opens it full screen, drawn large enough
// for its smallest words to be 12 px; the view scrolls both ways and closes with its button or
// Escape. The button's words come with the page (hooks/site_hooks.py, #calc-zoom-words).

const SMALLEST_PX = 12;

// The smallest size, in the drawing's own units, of the words of `svg` (null when it has none).
function smallestWords(svg) {
  let smallest = null;
  for (const text of svg.querySelectorAll("text")) {
    const size = parseFloat(text.getAttribute("font-size") || getComputedStyle(text).fontSize);
    if (Number.isFinite(size) && (smallest === null || size < smallest)) smallest = size;
  }
  return smallest;
}

// How many CSS pixels one unit of the drawing takes on screen now.
function scaleOf(svg) {
  const width = svg.viewBox && svg.viewBox.baseVal ? svg.viewBox.baseVal.width : 0;
  return width ? svg.getBoundingClientRect().width / width : 1;
}

function open(svg, smallest, words) {
  const view = svg.cloneNode(true);
  const width = svg.viewBox.baseVal.width * Math.max(1, SMALLEST_PX / smallest);
  view.removeAttribute("width");
  view.style.width = `${Math.ceil(width)}px`;
  view.style.maxWidth = "none";
  view.style.height = "auto";
  // The copy's ids must not repeat the page's (its title and description are named by them).
  for (const element of view.querySelectorAll("[id]")) element.id = `${element.id}-zoom`;
  const labelled = view.getAttribute("aria-labelledby");
  if (labelled) view.setAttribute("aria-labelledby", labelled.split(" ").map((id) => `${id}-zoom`).join(" "));
  const close = document.createElement("button");
  close.type = "button";
  close.className = "md-button calc-zoom-close";
  close.textContent = `✕ ${words.dataset.close}`;
  const dialog = document.createElement("dialog");
  dialog.className = "calc-zoom";
  const scroller = document.createElement("div");
  scroller.className = "calc-picture calc-zoom-view"; // the game's picture styles apply
  scroller.append(view);
  dialog.append(close, scroller);
  close.addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
}

// Each picture whose smallest words are under 12 px as drawn now can open full screen.
export function zoomablePictures() {
  const words = document.getElementById("calc-zoom-words");
  if (!words) return;
  for (const figure of document.querySelectorAll("figure.calc-picture")) {
    const svg = figure.querySelector("svg.calc-svg");
    const smallest = svg && smallestWords(svg);
    if (!smallest) continue;
    let button = figure.querySelector(":scope > .calc-zoom-open");
    const small = smallest * scaleOf(svg) < SMALLEST_PX;
    if (!small) {
      if (button) button.hidden = true;
      continue;
    }
    if (!button) {
      button = document.createElement("button");
      button.type = "button";
      button.className = "md-button calc-zoom-open";
      button.textContent = `⤢ ${words.dataset.open}`;
      button.addEventListener("click", () => open(svg, smallestWords(svg), words));
      svg.addEventListener("click", () => !button.hidden && open(svg, smallestWords(svg), words));
      figure.append(button);
    }
    button.hidden = false;
  }
}
