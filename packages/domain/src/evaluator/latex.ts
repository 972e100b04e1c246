/**
 * LaTeX answers read as typed ones (issue 13): teachers write `\frac{1}{2}x`, `\sqrt{2}` and
 * `x^{2}`; students type `1/2x`, `sqrt(2)` and `x^2`. This turns the common LaTeX of school maths
 * into the plain spelling the parsers read, so both are judged the same. Anything it does not know
 * is left as it is (the parser then refuses it, as before).
 */

/** Commands that become an operator, a constant or nothing at all. */
const SIMPLE: Readonly<Record<string, string>> = {
  cdot: "*",
  times: "*",
  ast: "*",
  div: "/",
  pi: "π",
  left: "",
  right: "",
  displaystyle: "",
  textstyle: "",
  ",": " ",
  ";": " ",
  ":": " ",
  "!": "",
  " ": " ",
  "%": "%",
  "{": "(",
  "}": ")",
};

/** Commands whose one argument is kept as it is, without the command. */
const KEEP_ARGUMENT = new Set(["text", "mathrm", "mathit", "mathbf", "operatorname", "mbox"]);

/** Longest input read: the parsers refuse longer ones anyway. */
const MAX_LENGTH = 2000;

class LatexReader {
  private index = 0;

  constructor(private readonly source: string) {}

  /** Reads up to the end, or up to a closing brace when inside a group. */
  read(isGroup = false): string {
    let out = "";
    while (this.index < this.source.length) {
      const ch = this.source[this.index]!;
      if (ch === "}") {
        if (isGroup) {
          this.index++;
          return out;
        }
        this.index++;
        out += ")";
      } else if (ch === "{") {
        this.index++;
        out += `(${this.read(true)})`;
      } else if (ch === "\\") {
        out += this.command();
      } else if ((ch === "^" || ch === "_") && this.source[this.index + 1] === "{") {
        this.index += 2;
        const inner = this.read(true);
        // A subscript names a variable (x_{1}); only a power changes the value.
        out += ch === "^" ? `^(${inner})` : "";
      } else {
        out += ch;
        this.index++;
      }
    }
    return out;
  }

  /** One argument: a braced group, or the next single character. */
  private argument(): string {
    while (this.source[this.index] === " ") this.index++;
    const ch = this.source[this.index];
    if (ch === undefined) return "";
    if (ch === "{") {
      this.index++;
      return this.read(true);
    }
    if (ch === "\\") return this.command();
    this.index++;
    return ch;
  }

  private command(): string {
    this.index++; // the backslash
    const rest = this.source.slice(this.index);
    const word = /^[A-Za-z]+/.exec(rest)?.[0];
    if (!word) {
      const symbol = rest[0] ?? "";
      this.index++;
      return SIMPLE[symbol] ?? symbol;
    }
    this.index += word.length;
    if (word === "frac" || word === "dfrac" || word === "tfrac") {
      const top = this.argument();
      const bottom = this.argument();
      return `((${top})/(${bottom}))`;
    }
    if (word === "sqrt") {
      let root: string | null = null;
      if (this.source[this.index] === "[") {
        const end = this.source.indexOf("]", this.index);
        if (end > 0) {
          root = new LatexReader(this.source.slice(this.index + 1, end)).read();
          this.index = end + 1;
        }
      }
      const inner = this.argument();
      return root ? `((${inner})^(1/(${root})))` : `sqrt(${inner})`;
    }
    if (KEEP_ARGUMENT.has(word)) return this.argument();
    if (word in SIMPLE) return SIMPLE[word]!;
    // sin, cos, ln…: the parser knows them by name.
    return word;
  }
}

/** True when text looks like LaTeX (a command, or a braced power or fraction). */
export function isLatex(text: string): boolean {
  return /\\[A-Za-z,;:! {}%]|\^\{|_\{/.test(text);
}

/**
 * Plain maths from LaTeX: `\frac{1}{2}x` → `((1)/(2))x`, `\sqrt{2}` → `sqrt(2)`, `x^{2}` → `x^(2)`,
 * `3 \cdot x` → `3 * x`; math delimiters (`$…$`, `\(…\)`) are dropped. Text that is not LaTeX is
 * returned unchanged.
 */
export function latexToPlain(text: string): string {
  if (text.length > MAX_LENGTH || !(isLatex(text) || /^\s*(\$|\\\(|\\\[)/.test(text))) return text;
  const unwrapped = text
    .trim()
    .replace(/^\$\$?([\s\S]*?)\$\$?$/, "$1")
    .replace(/^\\\(([\s\S]*)\\\)$/, "$1")
    .replace(/^\\\[([\s\S]*)\\\]$/, "$1");
  try {
    return new LatexReader(unwrapped).read();
  } catch {
    return text;
  }
}
