// The Dixit tracker's view of the game drawn from Python's answer (calculators.dixit, action
// "game"): the score track, with who leads and, at the end, who won; and the table of the rounds
// played. Only drawing: the totals, the leader and the winner are the answer's.

import { append, fill } from "../widget-kit.js";

export function drawTrack(api, track, answer) {
  const { h, t } = api;
  track.dataset.over = String(answer.over);
  track.dataset.rounds = answer.round_count;
  const places = new Map(answer.ranking.places.map((place) => [place.player, place]));
  const list = h("ul", { class: "dixit-standings" });
  answer.players.forEach((name, index) => {
    const total = answer.totals[name];
    const lead = answer.round_count > 0 && places.get(index).rank === 1;
    append(
      list,
      h(
        "li",
        { "data-player": name, "data-total": total, class: lead ? "is-leading" : null },
        h("span", { class: "dixit-standing-name" }, lead ? `♛ ${name}` : name),
        h("progress", { max: answer.target, value: Math.min(total, answer.target), "aria-label": t("dixit.track_label", { name, total, target: answer.target }) }),
        h("strong", { class: "dixit-total" }, t("core.points", { n: total })),
        h("small", {}, answer.to_go[name] ? t("dixit.to_go", { n: answer.to_go[name] }) : t("dixit.reached")),
        lead && !answer.over ? h("small", { class: "dixit-leader" }, t("dixit.leading")) : null,
      ),
    );
  });
  fill(track, h("h3", { tabindex: "-1" }, t("dixit.track_heading")), list);
  if (answer.over) {
    const winners = answer.ranking.winners.map((index) => answer.players[index]);
    // Python's last sentence names the winner, or the players sharing the victory.
    const verdict = answer.explanation[answer.explanation.length - 1];
    track.append(
      h("p", { class: "dixit-over", "data-winners": JSON.stringify(winners), "data-outcome": answer.ranking.outcome, role: "status" }, h("strong", {}, `♛ ${verdict}`)),
      h("p", {}, t("dixit.ended_in_round", { n: answer.ended_in_round })),
    );
  }
}

export function drawHistory(api, box, answer) {
  const { h, t } = api;
  const players = answer.players;
  const head = h("tr", {}, h("th", { scope: "col" }, t("dixit.col_round")), players.map((name) => h("th", { scope: "col" }, name)));
  const rows = answer.rounds.map((round) =>
    h(
      "tr",
      {},
      h("th", { scope: "row" }, `${round.number} · ${round.storyteller}`),
      players.map((name) => h("td", { class: name === round.storyteller ? "is-storyteller" : null }, `${name === round.storyteller ? "★ " : ""}+${round.points[name]} → ${round.totals[name]}`)),
    ),
  );
  const title = t("dixit.history", { n: answer.rounds.length });
  fill(box, h("summary", {}, title), h("div", { class: "dixit-table", tabindex: 0, role: "region", "aria-label": title }, h("table", { class: "dixit-history-table" }, h("thead", {}, head), h("tbody", {}, rows))));
}
