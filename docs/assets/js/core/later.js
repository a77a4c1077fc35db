// What the page puts off: work that can wait runs once the reader has left the widgets alone for
// a second (the page's head keeps when they were last used, overrides/main.html), or, on a page
// without a widget, in an idle moment; the copy of the site kept for offline use (./offline.js)
// and the warm-up (./warm-up.js) are among them.

const idle = (task, timeout = 1000) => (window.requestIdleCallback ? requestIdleCallback(task, { timeout }) : setTimeout(task, 200));

export const whenQuiet = (task, timeout) => (window.__calcEarlyWorker ? window.__calcEarlyWorker.whenQuiet(task, timeout) : idle(task, timeout));

// Once the page has loaded.
export const loaded = () => (document.readyState === "complete" ? Promise.resolve() : new Promise((resolve) => addEventListener("load", resolve, { once: true })));
