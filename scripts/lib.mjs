// Small helpers shared by the start, dev and test scripts.
import { spawn } from "node:child_process";

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

/** Forwards Ctrl-C and termination to children so they close their databases cleanly. */
export function forwardSignals(children) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      for (const child of children) if (child.exitCode === null) child.kill(signal);
    });
  }
}
