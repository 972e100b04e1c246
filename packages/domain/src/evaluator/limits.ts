/** The evaluator's guards: every input is bounded so that no answer can run long or exhaust the stack. */

/** Longer answers are refused unread (issue 4 "Bad input": a 100 KB answer must return at once). */
export const MAX_ANSWER_LENGTH = 2000;
/** Expressions and numbers longer than this are refused before they are parsed. */
export const MAX_EXPRESSION_LENGTH = 500;
/** Nesting of brackets, signs and powers the parser follows before giving up. */
export const MAX_NESTING_DEPTH = 100;
/** Nodes of one parsed expression. */
export const MAX_EXPRESSION_NODES = 1000;
/** |exponent| above this makes a power undefined rather than astronomically large or slow. */
export const MAX_EXPONENT = 100;
/** Elements of one list of solutions. */
export const MAX_SOLUTIONS = 20;
/** Alternative correct answers tried per question. */
export const MAX_ACCEPTABLE_ANSWERS = 20;
