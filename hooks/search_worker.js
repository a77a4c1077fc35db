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
//
// Word forms: the index holds each word's stem (the search's `pipeline` in mkdocs.yml keeps
// lunr's stemmer of the page's language: "spiralleri" is indexed as "spiral", "validées" as
// "valid"). The theme looks each typed word up as a prefix, which lunr does not stem; so each
// typed word is handed over as its stem, by the same stemmer: "raundun" finds "raunt", "cards"
// finds "card", and a word still being typed ("spir") stays a prefix.

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

// The typed words as the index holds them: each run of letters replaced by its stem, in the
// index's language (lunr-languages, loaded by the theme's worker when it built the index).
function stemmed(query) {
  const config = setup.data.config;
  const lunr = self.lunr;
  if (!lunr || config.lang.length !== 1 || !(config.pipeline || []).includes("stemmer")) return query;
  const lang = config.lang[0];
  const stemmer = lang === "en" ? lunr.stemmer : lunr[lang] && lunr[lang].stemmer;
  if (!stemmer) return query;
  return String(query).replace(/[\p{L}\p{N}]+/gu, (word) => stemmer(new lunr.Token(word.toLowerCase(), {})).toString() || word);
}

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
  built.then(() => handOver({ ...message, data: stemmed(message.data) }));
});

importScripts(THEME_WORKER);
