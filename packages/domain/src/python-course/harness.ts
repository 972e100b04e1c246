/*
 * The Python side of an exercise's checks (issue 25). The same program runs in the browser's
 * worker (the examples a student sees, for instant feedback) and in the server's worker thread
 * (the hidden checks that award progress), so a check means one thing in both places.
 *
 * The harness is loaded once per interpreter; `run_checks(payload_json)` then runs one set of
 * checks against a student's code and answers a JSON report (see `PythonCheckReport`). Every check
 * executes the code afresh in its own namespace, with `input()` answered from the check's inputs
 * and printed output captured under a cap, so one check cannot leak into the next.
 */

/** The most characters a program may print in one check before it is stopped. */
export const PYTHON_OUTPUT_CAP = 100_000;

export const PYTHON_CHECK_HARNESS = String.raw`
import ast as _ast
import builtins as _builtins
import json as _json
import math as _math
import re as _re
import sys as _sys
import traceback as _traceback

_OUTPUT_CAP = ${PYTHON_OUTPUT_CAP}


class OutputLimitExceeded(Exception):
    pass


class _NoMoreInput(EOFError):
    pass


class _Capture:
    def __init__(self):
        self.parts = []
        self.size = 0

    def write(self, text):
        text = str(text)
        self.size += len(text)
        if self.size > _OUTPUT_CAP:
            raise OutputLimitExceeded("The program printed more than %d characters" % _OUTPUT_CAP)
        self.parts.append(text)
        return len(text)

    def flush(self):
        pass

    def value(self):
        return "".join(self.parts)


def _normalise_output(text):
    lines = [line.rstrip() for line in str(text).replace("\r\n", "\n").split("\n")]
    while lines and lines[-1] == "":
        lines.pop()
    return "\n".join(lines)


def _plain(value):
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


def _same(got, expected):
    got = _plain(got)
    if isinstance(expected, float) or (isinstance(got, float) and isinstance(expected, (int, float)) and not isinstance(expected, bool)):
        return isinstance(got, (int, float)) and not isinstance(got, bool) and _math.isclose(got, expected, rel_tol=1e-9, abs_tol=1e-9)
    if isinstance(expected, list):
        return isinstance(got, list) and len(got) == len(expected) and all(_same(g, e) for g, e in zip(got, expected))
    if isinstance(expected, dict):
        return isinstance(got, dict) and set(got) == set(expected) and all(_same(got[k], expected[k]) for k in expected)
    return type(got) is type(expected) and got == expected


def _error_of(exc, code):
    line = None
    for frame in _traceback.extract_tb(exc.__traceback__):
        if frame.filename == "main.py":
            line = frame.lineno
    if isinstance(exc, SyntaxError) and exc.filename == "main.py":
        line = exc.lineno
    return {"type": type(exc).__name__, "message": str(exc), "line": line}


def _execute(code, inputs):
    feed = list(inputs or [])
    out = _Capture()

    def fake_input(prompt=""):
        if not feed:
            raise _NoMoreInput("The program asked for more input than this check gives")
        return str(feed.pop(0))

    names = {"__name__": "__main__", "__builtins__": _builtins.__dict__.copy()}
    names["__builtins__"]["input"] = fake_input
    saved = _sys.stdout
    _sys.stdout = out
    try:
        exec(compile(code, "main.py", "exec"), names)
        error = None
    except KeyboardInterrupt:
        raise
    except BaseException as exc:
        error = exc
    finally:
        _sys.stdout = saved
    return names, out, error


def _describe(value):
    text = repr(value)
    return text if len(text) <= 200 else text[:200] + "..."


def _source_without_comments(code):
    try:
        import io as _io
        import tokenize as _tokenize
        tokens = _tokenize.generate_tokens(_io.StringIO(code).readline)
        return " ".join(t.string for t in tokens if t.type not in (_tokenize.COMMENT, _tokenize.NL))
    except Exception:
        return code


def _run_check(check, code, index):
    kind = check.get("kind")
    label = check.get("label") or ("Check %d" % (index + 1))
    if kind in ("forbid", "require"):
        found = _re.search(check["pattern"], _source_without_comments(code)) is not None
        ok = (not found) if kind == "forbid" else found
        return {"ok": ok, "label": label, "message": "" if ok else check["message"]}
    if kind == "output":
        names, out, error = _execute(code, check.get("inputs"))
        if error is not None:
            return {"ok": False, "label": label, "message": "", "error": _error_of(error, code)}
        got = _normalise_output(out.value())
        ok = got == _normalise_output(check["expected"])
        shown = check.get("inputs")
        message = "" if ok else (
            ("With the input %s your program printed:\n%s" % (", ".join(repr(i) for i in shown), got or "(nothing)"))
            if shown else ("Your program printed:\n%s" % (got or "(nothing)"))
        )
        return {"ok": ok, "label": label, "message": message, "output": got[:2000]}
    if kind == "function":
        names, out, error = _execute(code, check.get("inputs"))
        if error is not None:
            return {"ok": False, "label": label, "message": "", "error": _error_of(error, code)}
        fn = names.get(check["name"])
        if not callable(fn):
            return {"ok": False, "label": label, "message": "There is no function called %s yet" % check["name"]}
        args = check.get("args") or []
        call = "%s(%s)" % (check["name"], ", ".join(_describe(a) for a in args))
        saved = _sys.stdout
        _sys.stdout = _Capture()
        try:
            got = fn(*args)
        except KeyboardInterrupt:
            raise
        except BaseException as exc:
            return {"ok": False, "label": label, "message": "", "error": _error_of(exc, code)}
        finally:
            _sys.stdout = saved
        ok = _same(got, check["expected"])
        return {"ok": ok, "label": label, "message": "" if ok else "%s returned %s" % (call, _describe(got))}
    return {"ok": False, "label": label, "message": "Unknown check %r" % kind}


def run_checks(payload_json):
    payload = _json.loads(payload_json)
    code = payload["code"]
    results = []
    stopped = None
    try:
        _ast.parse(code, "main.py")
    except SyntaxError as exc:
        return _json.dumps({"passed": False, "results": [], "error": _error_of(exc, code)})
    try:
        for index, check in enumerate(payload["checks"]):
            result = _run_check(check, code, index)
            results.append(result)
            if not result["ok"] and payload.get("stopAtFirstFailure", True):
                break
    except KeyboardInterrupt:
        stopped = {"type": "KeyboardInterrupt", "message": "The program was stopped", "line": None}
    error = stopped or next((r["error"] for r in results if r.get("error")), None)
    passed = stopped is None and len(results) == len(payload["checks"]) and all(r["ok"] for r in results)
    return _json.dumps({"passed": passed, "results": results, "error": error})
`;

/**
 * Runs a whole program the way the editor's Run button does: a fresh namespace, the real
 * `input()` (answered by the page) and printed output going straight out; answers the error, if any.
 */
export const PYTHON_RUN_PROGRAM = `
def run_program(code):
    names = {"__name__": "__main__"}
    try:
        exec(compile(code, "main.py", "exec"), names)
        return _json.dumps(None)
    except BaseException as exc:
        return _json.dumps(_error_of(exc, code))
    finally:
        _sys.stdout.flush()
`;
