"""The browser's Pyodide (Python 3.14, wasm32) answers exactly as CPython does here.

Every request behind the example fences of every page, every action of every game with empty
and hostile data (the build's own list, hooks/stdlib.py), plus a few hundred generated ones, is
sent to the site's own worker (calc-worker.js, the wheel and the trimmed standard library the
site serves) and compared with calculators.api.handle_json run by this CPython.
"""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from calculators import registry
from calculators.api import handle_json
from hooks import stdlib
from tests.test_examples import EXAMPLES

# Requests answered by the site's own worker (calc-worker.js with the wheel the site serves):
#   how "running"  the page's shared worker, whose Python has started (the warm test contexts);
#       "snapshot" a dedicated worker that restores the stored Python snapshot;
#       "anew"     a dedicated worker that starts Python from nothing, fetching first the parts
#                  of `games` (the others when needed).
ASK_WORKER = """async ([games, requests, how]) => {
  const early = window.__calcEarlyWorker;
  const wheel = early.init.wheel;
  const script = "/assets/js/calc-worker.js";
  const shared = how === "running" ? new SharedWorker(script, { type: "module", name: wheel, extendedLifetime: true }) : null;
  const port = shared ? shared.port : new Worker(script, { type: "module" });
  const answers = [];
  const done = new Promise((resolve, reject) => {
    port.onmessage = (event) => {
      const m = event.data;
      if (m.type === "failed") reject(new Error(m.error));
      if (m.type === "ready") window.__askedFrom = m.from;
      if (m.id !== undefined) { answers[m.id] = m.answer; if (answers.filter(Boolean).length === requests.length) resolve(); }
    };
  });
  port.postMessage({ type: "init", wheel, games, snapshot: how !== "anew" });
  requests.forEach((request, id) => port.postMessage({ id, request }));
  await done;
  if (shared) port.close(); else port.terminate();
  return answers;
}"""


# A calculators page: its head starts the site's worker, whose wheel the requests go to.
GAME_PAGE = f"{registry.GAMES[0]}/calculators/"


def ask_browser(page, base_url, requests):
    page.goto(f"{base_url}en/{GAME_PAGE}")
    answers = page.evaluate(ASK_WORKER, [[registry.GAMES[0]], requests, "running"])
    assert page.evaluate("window.__askedFrom") == "running"
    return answers


def test_every_example_request_answers_the_same_in_pyodide(page, base_url):
    requests = []
    for param in EXAMPLES:
        example, lang = param.values
        requests.append(json.dumps(example.request(lang), ensure_ascii=False))
    assert requests, "no example fence found"
    answers = ask_browser(page, base_url, requests)
    mismatches = [r for r, a in zip(requests, answers) if json.loads(a) != json.loads(handle_json(r))]
    assert mismatches == []


def test_every_action_and_the_hostile_requests_answer_the_same_on_the_trimmed_library(page, base_url):
    """What the build ran in Node to trim the standard library, in a worker that starts Python
    from nothing on the site's trimmed library (no snapshot, no part fetched in advance)."""
    requests = stdlib.requests()
    page.goto(f"{base_url}en/{GAME_PAGE}")
    answers = page.evaluate(ASK_WORKER, [[], requests, "anew"])
    assert page.evaluate("window.__askedFrom") == "start"
    mismatches = [r[:200] for r, a in zip(requests, answers) if json.loads(a) != json.loads(handle_json(r))]
    assert mismatches == []


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**70), max_value=2**70) | st.text(max_size=10),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.sampled_from(["round", "grid", "1", "5", "card", "back", "validated", "number"]), children, max_size=4),
    max_leaves=20,
)
GAMES = st.sampled_from(registry.GAMES)


def test_generated_requests_answer_the_same_in_pyodide(page, base_url):
    """Odd and huge values (ints past 32 bits, unicode) behave the same on both Pythons."""
    collected = []

    @settings(max_examples=200, database=None, suppress_health_check=list(HealthCheck), deadline=None)
    @given(game=GAMES, action=st.sampled_from(["score", "round", "game", "place", "validate", "bonus"]), data=json_values, lang=st.sampled_from(["fr", "en", "tr"]))
    def collect(game, action, data, lang):
        collected.append(json.dumps({"game": game, "action": action, "lang": lang, "data": data}, ensure_ascii=False))

    collect()
    answers = ask_browser(page, base_url, collected)
    mismatches = [r for r, a in zip(collected, answers) if json.loads(a) != json.loads(handle_json(r))]
    assert mismatches == []


# Each text sent alone, three times, to the page's running worker: the quickest round trip.
TIME_EACH = """async ([requests]) => {
  const early = window.__calcEarlyWorker;
  const shared = new SharedWorker("/assets/js/calc-worker.js", { type: "module", name: early.init.wheel, extendedLifetime: true });
  const port = shared.port;
  const waiting = new Map();
  port.onmessage = (event) => { const m = event.data; if (m.id !== undefined && waiting.has(m.id)) waiting.get(m.id)(m.answer); };
  port.postMessage({ type: "init", wheel: early.init.wheel, games: [], snapshot: true });
  let id = 0;
  const ask = (request) => new Promise((resolve) => { waiting.set(id, resolve); port.postMessage({ id: id++, request }); });
  await ask("{}");
  const out = [];
  for (const request of requests) {
    let best = Infinity, answer = null;
    for (let run = 0; run < 3; run++) {
      const start = performance.now();
      answer = await ask(request);
      best = Math.min(best, performance.now() - start);
    }
    out.push([best, answer]);
  }
  port.close();
  return out;
}"""


def test_hostile_requests_get_one_refusal_within_50_ms_in_pyodide(page, base_url):
    """Every text beyond a limit of calculators/request.py (a hundred thousand keys, a hundred
    thousand levels deep...) gets the answer CPython gives, in less than 50 ms there too."""
    texts = stdlib.hostile_texts()
    page.goto(f"{base_url}en/{GAME_PAGE}")
    timed = page.evaluate(TIME_EACH, [texts])
    slow = [(text[:60], round(ms, 1)) for text, (ms, _) in zip(texts, timed) if ms >= 50]
    print("hostile requests, quickest round trip in ms:", [round(ms, 1) for ms, _ in timed])
    assert slow == []
    assert [json.loads(answer) for _, answer in timed] == [json.loads(handle_json(text)) for text in texts]
