/** The answer check's chunk (loaded with a console's first answer): the check itself and the report it offers. */
export { checkAnswer, differenceLine } from "./answer-check";
export { reportAddress } from "./difference-report";
