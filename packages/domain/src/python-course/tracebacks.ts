import type { PythonError } from "./checks.ts";

/*
 * Friendly explanations of the errors beginners meet most (issue 25), in the spirit of
 * futurecoder's: what Python means, in plain words, and what to look at first.
 */

const EXPLANATIONS: Record<string, (error: PythonError) => string> = {
  NameError: (e) => {
    const name = /name '([^']+)' is not defined/.exec(e.message)?.[1];
    return name
      ? `Python does not know the name \`${name}\`. Check its spelling (capitals matter), that you created it before this line, and that text has quotes around it.`
      : "Python met a name it does not know. Check the spelling, and that the variable is created before it is used.";
  },
  IndentationError: () =>
    "The spaces at the start of a line are not what Python expects. Lines inside an `if`, a loop or a function are indented by the same 4 spaces; lines outside are not indented at all.",
  TabError: () => "This code mixes tabs and spaces for indenting. Use 4 spaces everywhere.",
  SyntaxError: (e) =>
    /never closed|unterminated|EOF/.test(e.message)
      ? "Something was opened and never closed: a bracket `(`, `[`, `{` or a quote. Count them on this line and the one before."
      : "Python could not read this line. Look for a missing `:` after `if`, `for`, `while` or `def`, a missing bracket or quote, or `=` where `==` was meant.",
  TypeError: (e) =>
    /can only concatenate str|unsupported operand type/.test(e.message)
      ? "You combined two different kinds of value, such as text and a number. Turn the number into text with `str(...)`, or text into a number with `int(...)`."
      : /argument/.test(e.message)
        ? "A function got the wrong number or kind of values. Compare the call with the function's definition."
        : "An operation got a kind of value it cannot work with. Print the values just before this line to see what they are.",
  ZeroDivisionError: () =>
    "The program divided by zero, which has no answer. Check the value you divide by, and handle 0 before dividing.",
  ValueError: (e) =>
    /invalid literal for int/.test(e.message)
      ? "`int(...)` was given text that is not a whole number. Check what was typed, or the text you convert."
      : "A function got a value of the right kind but the wrong content.",
  IndexError: () =>
    "The list has no item at that position. Positions start at 0, so the last item of a list of 5 is at 4.",
  KeyError: () =>
    "The dictionary has no such key. Check its spelling, or use `.get(key)` to avoid the error.",
  AttributeError: () =>
    "That kind of value has no such method or attribute. Check the spelling and the kind of value.",
  KeyboardInterrupt: () =>
    "The program was stopped before it finished. If it was running for a long time, look for a loop whose condition never becomes false.",
  TimeoutError: () =>
    "The program took too long, probably because of an infinite loop: a `while` whose condition never becomes false. Make sure something inside the loop changes it.",
  OutputLimitExceeded: () =>
    "The program printed far too much, probably inside a loop that never ends. Check the loop's condition.",
  MemoryError: () => "The program used too much memory, for example by building a huge string or list.",
  EOFError: () =>
    "The program asked for more `input()` than it was given. Check how many times it calls `input()`.",
  ModuleNotFoundError: () =>
    "That module is not available here. The exercises only need Python's built-in features.",
  RecursionError: () =>
    "A function kept calling itself without stopping. Make sure it has a case that returns without calling itself.",
};

/** A plain explanation of an error, for the student: what it means and where to look. */
export function explainPythonError(error: PythonError): string {
  const explain = EXPLANATIONS[error.type];
  const where = error.line ? ` (line ${error.line})` : "";
  const head = `${error.type}${where}`;
  return explain ? `${head}: ${explain(error)}` : `${head}: ${error.message}`;
}
