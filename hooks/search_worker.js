// The theme's search worker, which builds its index when the reader first searches rather than
// while the page loads (written by hooks/search.py at each build as
// assets/javascripts/workers/search-when-asked.js; do not edit the site's copy).
//
// Material lets a site give its search its own worker (the `search` entry of the page's
// configuration, which hooks/search.py points here). The
// theme sends the index as soon as the page has started; building it (lunr) takes a core for
// a few hundred milliseconds on a small machine, the same moments Python is starting for a
// calculator. So this worker keeps the index, tells the theme search is ready at once, answers
// the empty query the theme sends then with no result, as the theme's worker would, and hands
// the index to the theme's worker with the first query that has a word in it (or at once, when
// the page opened with a search in its address). It lives beside the theme's worker because that
// worker loads its language files from "../lunr/".

// The theme's message types (Material's integrations/search/worker/message).
const SETUP = 0;
const READY = 1;
const QUERY = 2;
const RESULT = 3;

// The theme's own worker, beside this one.
const THEME_WORKER = "__THEME_WORKER__";

let setup = null; // the index, until it is handed over
let built = null; // resolves once the theme's worker has built the index
let whenBuilt = null;

// The theme's worker says "ready" once it has built the index: the page was told so already.
const post = self.postMessage.bind(self);
self.postMessage = (message, ...rest) => {
  if (whenBuilt && message && message.type === READY) {
    const done = whenBuilt;
    whenBuilt = null;
    return done();
  }
  return post(message, ...rest);
};

// A message handed to the theme's worker's own listener.
function handOver(data) {
  const event = new MessageEvent("message", { data });
  event.handedOver = true;
  dispatchEvent(event);
}

addEventListener("message", (event) => {
  const message = event.data;
  if (event.handedOver || !message) return;
  if (message.type !== SETUP && !(message.type === QUERY && setup)) return; // the theme's worker answers
  event.stopImmediatePropagation();
  if (message.type === SETUP) {
    setup = message;
    post({ type: READY });
    return;
  }
  if (!built && !String(message.data).trim()) {
    post({ type: RESULT, data: { items: [] } });
    return;
  }
  if (!built) built = new Promise((resolve) => ((whenBuilt = resolve), handOver(setup)));
  built.then(() => handOver(message));
});

importScripts(THEME_WORKER);
