/**
 * A small, bounded parser and evaluator for school algebra: implicit multiplication ("2x",
 * "3(x+1)", "2xy"), powers (^ and **), unary minus, division, √ and sqrt(), the usual functions,
 * π and e, one-letter variables, and one "=" for an equation. Every input is bounded in length,
 * nesting and size, and every value is checked for finiteness, so nothing can run long or overflow
 * the stack; failures are values, never exceptions.
 */
import { MAX_EXPONENT, MAX_EXPRESSION_LENGTH, MAX_EXPRESSION_NODES, MAX_NESTING_DEPTH } from "./limits.ts";
import { normalizeMathText } from "./text.ts";

export type FunctionName =
  | "sqrt"
  | "cbrt"
  | "sin"
  | "cos"
  | "tan"
  | "sec"
  | "csc"
  | "cot"
  | "asin"
  | "acos"
  | "atan"
  | "sinh"
  | "cosh"
  | "tanh"
  | "ln"
  | "log"
  | "exp"
  | "abs";

export type BinaryOperator = "+" | "-" | "*" | "/" | "^";

export type MathNode =
  | { kind: "number"; value: number }
  | { kind: "variable"; name: string }
  | { kind: "negate"; operand: MathNode }
  | { kind: "binary"; operator: BinaryOperator; left: MathNode; right: MathNode }
  | { kind: "call"; name: FunctionName; argument: MathNode };

/** An expression (`rhs` absent) or an equation `lhs = rhs`. */
export interface ParsedMath {
  lhs: MathNode;
  rhs?: MathNode;
  /** The variables used, sorted. */
  variables: string[];
}

export type ParseFailure = "too_long" | "too_complex" | "syntax";
export type MathParse = { ok: true; math: ParsedMath } | { ok: false; reason: ParseFailure };

const FUNCTION_ALIASES: Readonly<Record<string, FunctionName>> = {
  arcsin: "asin",
  arccos: "acos",
  arctan: "atan",
  sqrt: "sqrt",
  cbrt: "cbrt",
  asin: "asin",
  acos: "acos",
  atan: "atan",
  sinh: "sinh",
  cosh: "cosh",
  tanh: "tanh",
  sin: "sin",
  cos: "cos",
  tan: "tan",
  sec: "sec",
  csc: "csc",
  cot: "cot",
  exp: "exp",
  abs: "abs",
  log: "log",
  ln: "ln",
};
/** Longest first, so that "sinh" is not read as "sin h". */
const FUNCTION_WORDS = Object.keys(FUNCTION_ALIASES).sort((a, b) => b.length - a.length);

type Token =
  | { type: "number"; value: number }
  | { type: "constant"; value: number }
  | { type: "variable"; name: string }
  | { type: "function"; name: FunctionName }
  | { type: "symbol"; symbol: "+" | "-" | "*" | "/" | "^" | "(" | ")" | "|" | "=" | "√" };

class ParseError extends Error {
  constructor(readonly reason: ParseFailure) {
    super(reason);
  }
}

/** Parses an expression or an equation; never throws. */
export function parseMath(source: string): MathParse {
  if (source.length > MAX_EXPRESSION_LENGTH) return { ok: false, reason: "too_long" };
  try {
    const tokens = tokenize(normalizeMathText(source));
    if (tokens.length === 0) return { ok: false, reason: "syntax" };
    const math = new Parser(tokens).parseEquation();
    return { ok: true, math };
  } catch (error) {
    if (error instanceof ParseError) return { ok: false, reason: error.reason };
    // A RangeError from a deeper stack than expected is still only an unreadable answer.
    return { ok: false, reason: "too_complex" };
  }
}

const NUMBER_PATTERN = /(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const LETTERS_PATTERN = /[A-Za-z\u0370-\u03ff]+/y;

/** Sticky patterns read in place: no slicing, so tokenizing stays linear in the input. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === " ") {
      i++;
      continue;
    }
    if (/[\d.]/.test(ch)) {
      NUMBER_PATTERN.lastIndex = i;
      const match = NUMBER_PATTERN.exec(text);
      if (!match) throw new ParseError("syntax");
      const value = Number(match[0]);
      if (!Number.isFinite(value)) throw new ParseError("too_complex");
      tokens.push({ type: "number", value });
      i += match[0].length;
      continue;
    }
    LETTERS_PATTERN.lastIndex = i;
    const letters = LETTERS_PATTERN.exec(text);
    if (letters) {
      splitLetters(letters[0], tokens);
      i += letters[0].length;
      continue;
    }
    if ("+-*/^()|=√".includes(ch)) tokens.push({ type: "symbol", symbol: ch as "+" });
    else if (ch === "[" || ch === "{") tokens.push({ type: "symbol", symbol: "(" });
    else if (ch === "]" || ch === "}") tokens.push({ type: "symbol", symbol: ")" });
    else throw new ParseError("syntax");
    i++;
  }
  return tokens;
}

/** "2xsinx" → x, sin, x: function names and pi first, then one letter per variable. */
function splitLetters(run: string, tokens: Token[]): void {
  const lower = run.toLowerCase();
  let i = 0;
  while (i < run.length) {
    const word = FUNCTION_WORDS.find((w) => lower.startsWith(w, i));
    if (word) {
      tokens.push({ type: "function", name: FUNCTION_ALIASES[word]! });
      i += word.length;
    } else if (lower.startsWith("pi", i)) {
      tokens.push({ type: "constant", value: Math.PI });
      i += 2;
    } else {
      const letter = run[i]!;
      if (letter === "π") tokens.push({ type: "constant", value: Math.PI });
      else if (letter === "e") tokens.push({ type: "constant", value: Math.E });
      else tokens.push({ type: "variable", name: letter });
      i++;
    }
  }
}

class Parser {
  private position = 0;
  private depth = 0;
  private nodes = 0;
  private absDepth = 0;
  private readonly variables = new Set<string>();

  constructor(private readonly tokens: Token[]) {}

  parseEquation(): ParsedMath {
    const lhs = this.parseSum();
    let rhs: MathNode | undefined;
    if (this.isSymbol("=")) {
      this.position++;
      rhs = this.parseSum();
    }
    if (this.position < this.tokens.length) throw new ParseError("syntax");
    return { lhs, rhs, variables: [...this.variables].sort() };
  }

  private parseSum(): MathNode {
    this.enter();
    let node = this.parseProduct();
    while (this.isSymbol("+") || this.isSymbol("-")) {
      const operator = this.symbolAt(this.position++) as "+" | "-";
      node = this.binary(operator, node, this.parseProduct());
    }
    this.leave();
    return node;
  }

  private parseProduct(): MathNode {
    let node = this.parseUnary();
    for (;;) {
      if (this.isSymbol("*") || this.isSymbol("/")) {
        const operator = this.symbolAt(this.position++) as "*" | "/";
        node = this.binary(operator, node, this.parseUnary());
      } else if (this.startsImplicitFactor()) {
        node = this.binary("*", node, this.parsePower());
      } else {
        return node;
      }
    }
  }

  private parseUnary(): MathNode {
    if (this.isSymbol("+") || this.isSymbol("-")) {
      const isMinus = this.isSymbol("-");
      this.position++;
      this.enter();
      const operand = this.parseUnary();
      this.leave();
      return isMinus ? this.node({ kind: "negate", operand }) : operand;
    }
    return this.parsePower();
  }

  private parsePower(): MathNode {
    const base = this.parsePrimary();
    if (!this.isSymbol("^")) return base;
    this.position++;
    this.enter();
    // Right-associative, and the exponent may carry a sign: 2^-1, 2^3^2 = 2^(3^2).
    const exponent = this.parseUnary();
    this.leave();
    return this.binary("^", base, exponent);
  }

  private parsePrimary(): MathNode {
    const token = this.tokens[this.position++];
    if (!token) throw new ParseError("syntax");
    switch (token.type) {
      case "number":
      case "constant":
        return this.node({ kind: "number", value: token.value });
      case "variable":
        this.variables.add(token.name);
        return this.node({ kind: "variable", name: token.name });
      case "function": {
        // sin^2(x) is (sin x)^2.
        let power: MathNode | undefined;
        if (this.isSymbol("^")) {
          this.position++;
          this.enter();
          power = this.parsePrimary();
          this.leave();
        }
        this.enter();
        const argument = this.isSymbol("(") ? this.parsePrimary() : this.parsePower();
        this.leave();
        const call = this.node({ kind: "call", name: token.name, argument });
        return power ? this.binary("^", call, power) : call;
      }
      case "symbol":
        return this.parseSymbolPrimary(token.symbol);
    }
  }

  private parseSymbolPrimary(symbol: string): MathNode {
    if (symbol === "(") {
      const inner = this.parseSum();
      this.expect(")");
      return inner;
    }
    if (symbol === "|") {
      this.absDepth++;
      const inner = this.parseSum();
      this.expect("|");
      this.absDepth--;
      return this.node({ kind: "call", name: "abs", argument: inner });
    }
    if (symbol === "√") {
      this.enter();
      const argument = this.parsePower();
      this.leave();
      return this.node({ kind: "call", name: "sqrt", argument });
    }
    throw new ParseError("syntax");
  }

  /** Juxtaposition multiplies ("2x", "2π", "x(x+1)", ")(") but a number after a factor ("x2") is refused. */
  private startsImplicitFactor(): boolean {
    const token = this.tokens[this.position];
    if (!token) return false;
    if (token.type === "variable" || token.type === "constant" || token.type === "function") return true;
    if (token.type !== "symbol") return false;
    // Inside |…| a bar closes the absolute value; outside, it opens one.
    return token.symbol === "(" || token.symbol === "√" || (token.symbol === "|" && this.absDepth === 0);
  }

  private binary(operator: BinaryOperator, left: MathNode, right: MathNode): MathNode {
    return this.node({ kind: "binary", operator, left, right });
  }

  private node(node: MathNode): MathNode {
    if (++this.nodes > MAX_EXPRESSION_NODES) throw new ParseError("too_complex");
    return node;
  }

  private enter(): void {
    if (++this.depth > MAX_NESTING_DEPTH) throw new ParseError("too_complex");
  }

  private leave(): void {
    this.depth--;
  }

  private expect(symbol: string): void {
    if (!this.isSymbol(symbol)) throw new ParseError("syntax");
    this.position++;
  }

  private isSymbol(symbol: string): boolean {
    const token = this.tokens[this.position];
    return token?.type === "symbol" && token.symbol === symbol;
  }

  private symbolAt(position: number): string {
    const token = this.tokens[position];
    return token?.type === "symbol" ? token.symbol : "";
  }
}

/**
 * The value of an expression with the variables set; NaN wherever it is undefined (division by
 * zero, √ of a negative, a power beyond ±100 or any result that is not finite).
 */
export function evaluateMath(node: MathNode, scope: Readonly<Record<string, number>>): number {
  switch (node.kind) {
    case "number":
      return node.value;
    case "variable":
      return scope[node.name] ?? Number.NaN;
    case "negate":
      return -evaluateMath(node.operand, scope);
    case "binary": {
      const left = evaluateMath(node.left, scope);
      if (Number.isNaN(left)) return left;
      const right = evaluateMath(node.right, scope);
      if (Number.isNaN(right)) return right;
      return finite(applyOperator(node.operator, left, right));
    }
    case "call": {
      const argument = evaluateMath(node.argument, scope);
      if (Number.isNaN(argument)) return argument;
      return finite(applyFunction(node.name, argument));
    }
  }
}

function applyOperator(operator: BinaryOperator, left: number, right: number): number {
  switch (operator) {
    case "+":
      return left + right;
    case "-":
      return left - right;
    case "*":
      return left * right;
    case "/":
      return left / right;
    case "^":
      return Math.abs(right) > MAX_EXPONENT ? Number.NaN : left ** right;
  }
}

function applyFunction(name: FunctionName, x: number): number {
  switch (name) {
    case "sqrt":
      return Math.sqrt(x);
    case "cbrt":
      return Math.cbrt(x);
    case "sin":
      return Math.sin(x);
    case "cos":
      return Math.cos(x);
    case "tan":
      return Math.tan(x);
    case "sec":
      return 1 / Math.cos(x);
    case "csc":
      return 1 / Math.sin(x);
    case "cot":
      return 1 / Math.tan(x);
    case "asin":
      return Math.asin(x);
    case "acos":
      return Math.acos(x);
    case "atan":
      return Math.atan(x);
    case "sinh":
      return Math.sinh(x);
    case "cosh":
      return Math.cosh(x);
    case "tanh":
      return Math.tanh(x);
    case "ln":
      return Math.log(x);
    case "log":
      return Math.log10(x);
    case "exp":
      return Math.exp(x);
    case "abs":
      return Math.abs(x);
  }
}

function finite(value: number): number {
  return Number.isFinite(value) ? value : Number.NaN;
}

/** The same tree with each variable renamed (to compare "2X+2" with "2x+2"). */
export function renameVariables(node: MathNode, rename: (name: string) => string): MathNode {
  switch (node.kind) {
    case "number":
      return node;
    case "variable":
      return { kind: "variable", name: rename(node.name) };
    case "negate":
      return { kind: "negate", operand: renameVariables(node.operand, rename) };
    case "binary":
      return {
        ...node,
        left: renameVariables(node.left, rename),
        right: renameVariables(node.right, rename),
      };
    case "call":
      return { ...node, argument: renameVariables(node.argument, rename) };
  }
}

/** The variables a tree uses. */
export function variablesOf(node: MathNode, into = new Set<string>()): Set<string> {
  switch (node.kind) {
    case "number":
      break;
    case "variable":
      into.add(node.name);
      break;
    case "negate":
      variablesOf(node.operand, into);
      break;
    case "binary":
      variablesOf(node.left, into);
      variablesOf(node.right, into);
      break;
    case "call":
      variablesOf(node.argument, into);
      break;
  }
  return into;
}
