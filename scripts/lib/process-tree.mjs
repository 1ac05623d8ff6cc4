// @ts-check
import { execFileSync } from "node:child_process";

/**
 * `pid` and every process under it (from `ps`). firebase-tools starts the Java emulators
 * detached, in process groups of their own, so signalling its group alone would miss them.
 * @param {number} pid
 * @returns {number[]}
 */
export function processTree(pid) {
  /** @type {[number, number][]} */
  let rows;
  try {
    rows = execFileSync("ps", ["-A", "-o", "pid=", "-o", "ppid="], { encoding: "utf8" })
      .trim()
      .split("\n")
      .map((line) => {
        const [child, parent] = line.trim().split(/\s+/).map(Number);
        return [child ?? 0, parent ?? 0];
      });
  } catch {
    return [pid];
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [child, parent] of rows) if (parent === tree[index]) tree.push(child);
  }
  return tree;
}

/**
 * @param {number[]} targets
 * @param {NodeJS.Signals} signal
 */
function signalAll(targets, signal) {
  for (const target of targets) {
    try {
      process.kill(target, signal);
    } catch {
      // Already gone.
    }
  }
}

/**
 * SIGKILL to `pid`, its process group and everything under it. The tree is frozen first, so
 * nothing in it starts a process that the kill would miss.
 * @param {number} pid
 */
export function killTree(pid) {
  const first = processTree(pid);
  signalAll([-pid, ...first], "SIGSTOP");
  const tree = new Set([...first, ...processTree(pid)]);
  signalAll([-pid, ...tree], "SIGKILL");
}

/**
 * SIGKILL to every process under `pid`, but not `pid` itself: frozen first, as in killTree.
 * @param {number} pid
 */
export function killDescendants(pid) {
  const first = processTree(pid).slice(1);
  signalAll(first, "SIGSTOP");
  signalAll([...new Set([...first, ...processTree(pid).slice(1)])], "SIGKILL");
}
