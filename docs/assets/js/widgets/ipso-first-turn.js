// IPSO's first game taught by doing: the game-neutral first-turn widget (../first-turn.js), on
// the answers of calculators/ipso/first_turn.py.
export { default } from "../first-turn.js";
