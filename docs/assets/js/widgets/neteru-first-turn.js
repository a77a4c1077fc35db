// Neteru's first turns taught by doing: the game-neutral first-turn widget (../first-turn.js), on
// the answers of calculators/neteru/first_turn.py.
export { default } from "../first-turn.js";
