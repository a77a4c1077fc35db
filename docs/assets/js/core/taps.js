// One tap acts once: the one double-tap guard of every widget, with one delay.
//
// - A button's action runs once at a time: taps while it runs, and for SETTLE_MS after it, are
//   ignored (a double tap on a phone must not count a round twice). The button stays focusable.
// - Across a widget: the second tap of a double tap (a click whose detail counts 2 or more, within
//   SETTLE_MS of the tap before and a finger's width from it: the same spot tapped again at
//   once) is ignored, whatever it lands on, so a button drawn again under the finger does not
//   take it, and a checkbox is not unticked again. After an action, or a redraw the widget announces (hold()), the widget's root carries
//   data-settling for SETTLE_MS (tests wait for it to go before the next tap, as a reader would).

export const SETTLE_MS = 400;
const SAME_SPOT_PX = 24; // a finger's width: a second tap closer than this is the same tap again

// The widget-wide guard: returns hold(), to call at a redraw.
export function tapHold(root) {
  let timer = null;
  let last = { at: -Infinity, x: 0, y: 0 };
  root.addEventListener("click", (event) => {
    // Where on the screen: the finger's place, whatever was drawn again or moved under it.
    const now = { at: performance.now(), x: event.clientX, y: event.clientY };
    const again = event.detail > 1 && now.at - last.at < SETTLE_MS && Math.hypot(now.x - last.x, now.y - last.y) < SAME_SPOT_PX;
    last = now;
    if (again) {
      event.stopPropagation();
      event.preventDefault();
    }
  }, true);
  return () => {
    root.dataset.settling = "true";
    clearTimeout(timer);
    timer = setTimeout(() => delete root.dataset.settling, SETTLE_MS);
  };
}

// A button whose handler runs once at a time; `hold` is its widget's tapHold().
export function guard(button, handler, hold) {
  button.addEventListener("click", async (event) => {
    if (button.dataset.busy) return;
    button.dataset.busy = "true";
    button.setAttribute("aria-disabled", "true");
    hold();
    try {
      await handler(event);
    } catch (error) {
      console.error(error);
    } finally {
      hold();
      setTimeout(() => {
        delete button.dataset.busy;
        button.removeAttribute("aria-disabled");
      }, SETTLE_MS);
    }
  });
  return button;
}
