// What the page puts off: work that can wait runs once the reader has left the widgets alone for
// a second (the page's head keeps when they were last used, overrides/main.html), or, on a page
// without a widget, in an idle moment; the copy of the site kept for offline use is one of them.

const idle = (task, timeout = 1000) => (window.requestIdleCallback ? requestIdleCallback(task, { timeout }) : setTimeout(task, 200));

export const whenQuiet = (task, timeout) => (window.__calcEarlyWorker ? window.__calcEarlyWorker.whenQuiet(task, timeout) : idle(task, timeout));

// The service worker (sw.js, written at build time) keeps the site for use without a network:
// this page's language and the theme, plus Python when the page has a widget. It is asked once
// the page has loaded and shown its first result (if any), so its downloads never slow it;
// <html data-offline="pages python"> tells what it kept.
export function registerOffline(firstResult, python) {
  if (!("serviceWorker" in navigator)) return;
  const root = new URL("../../../", import.meta.url);
  const keep = async () => {
    await navigator.serviceWorker.register(new URL("sw.js", root), { scope: root.pathname });
    const { active } = await navigator.serviceWorker.ready;
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => (document.documentElement.dataset.offline = event.data);
    active.postMessage({ type: "keep", python }, [channel.port2]);
  };
  const loaded = document.readyState === "complete" ? Promise.resolve() : new Promise((resolve) => addEventListener("load", resolve, { once: true }));
  Promise.all([loaded, firstResult]).then(() => whenQuiet(() => keep().catch(() => {}), 5000));
}
