"""The browser's Pyodide (Python 3.14, wasm32) answers exactly as CPython does here.

Every request behind the example fences of every page, plus a few hundred generated ones,
is sent to the site's own worker (calc-worker.js, the wheel the site serves) and compared
with calculators.api.handle_json run by this CPython.
"""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from calculators.api import handle_json
from tests.test_examples import EXAMPLES

# Requests answered by a dedicated worker started on the page; `games` are the games whose parts
# it fetches first; `snapshot: false` makes Python start anew (otherwise a stored snapshot is used).
ASK_WORKER = """async ([games, requests, snapshot]) => {
  const config = JSON.parse(document.getElementById("calc-config").textContent);
  const worker = new Worker("/assets/js/calc-worker.js", { type: "module" });
  const answers = [];
  const done = new Promise((resolve, reject) => {
    worker.onmessage = (event) => {
      const m = event.data;
      if (m.type === "failed") reject(new Error(m.error));
      if (m.id !== undefined) { answers[m.id] = m.answer; if (answers.filter(Boolean).length === requests.length) resolve(); }
    };
  });
  worker.postMessage({ type: "init", wheel: new URL("/" + config.wheel, location.href).href, games, snapshot: false });
  requests.forEach((request, id) => worker.postMessage({ id, request }));
  await done;
  worker.terminate();
  return answers;
}"""


def ask_browser(page, base_url, requests):
    page.goto(f"{base_url}en/pixies/calculators/")
    return page.evaluate(ASK_WORKER, [["pixies"], requests])


def test_every_example_request_answers_the_same_in_pyodide(page, base_url):
    requests = []
    for param in EXAMPLES:
        example, lang = param.values
        requests.append(json.dumps(example.request(lang), ensure_ascii=False))
    assert requests, "no example fence found"
    answers = ask_browser(page, base_url, requests)
    mismatches = [r for r, a in zip(requests, answers) if json.loads(a) != json.loads(handle_json(r))]
    assert mismatches == []


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**70), max_value=2**70) | st.text(max_size=10),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.sampled_from(["round", "grid", "1", "5", "card", "back", "validated", "number"]), children, max_size=4),
    max_leaves=20,
)
GAMES = st.sampled_from(["pixies", "dixit", "ipso", "neteru"])


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
