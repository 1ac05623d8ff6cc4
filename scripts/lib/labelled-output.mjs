// @ts-check
import readline from "node:readline";

/**
 * Copies a child's output to this process's, each line prefixed with `label`, so the output of
 * commands that run at the same time can still be told apart.
 * @param {import("node:child_process").ChildProcess} child spawned with stdout and stderr piped
 * @param {string} label
 */
export function labelOutput(child, label) {
  /** @type {[import("node:stream").Readable | null, NodeJS.WriteStream][]} */
  const streams = [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ];
  for (const [from, to] of streams) {
    if (!from) continue;
    readline.createInterface({ input: from, crlfDelay: Infinity }).on("line", (line) => {
      to.write(`[${label}] ${line}\n`);
    });
  }
}
