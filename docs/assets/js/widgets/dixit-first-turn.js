// Dixit's first two rounds taught by doing: the game-neutral first-turn widget (../first-turn.js),
// on the answers of calculators/dixit/first_turn.py.
export { default } from "../first-turn.js";
