import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

import { PORT_OFFSET, ROOT } from "../../scripts/lib/paths.mjs";

/**
 * `npm start` as a terminal runs it, minus the install and the build: scripts/start.mjs in a
 * process group of its own (as a shell gives a foreground job), on the crash project's ports.
 */
export interface StoreProcess {
  child: ChildProcess;
  pid: number;
  logFile: string;
  exited: Promise<void>;
  hasExited: () => boolean;
}

const READY_LINE = "Book Store is running";

export function launchStore(dataDir: string, logFile: string, intervalMs: number): StoreProcess {
  const out = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs"), "--no-build"], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      BOOKSTORE_DATA_DIR: dataDir,
      BOOKSTORE_EXPORT_INTERVAL_MS: String(intervalMs),
    },
    stdio: ["ignore", out, out],
  });
  fs.closeSync(out);
  if (child.pid === undefined) throw new Error("scripts/start.mjs did not start");
  let done = false as boolean;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      done = true;
      resolve();
    }),
  );
  return { child, pid: child.pid, logFile, exited, hasExited: () => done };
}

export function tail(logFile: string, lines = 40): string {
  if (!fs.existsSync(logFile)) return "(no log)";
  return fs.readFileSync(logFile, "utf8").split("\n").slice(-lines).join("\n");
}

/** Waits for the line start.mjs prints once the store serves and the seed ran. */
export async function waitUntilRunning(store: StoreProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.readFileSync(store.logFile, "utf8").includes(READY_LINE)) return;
    if (store.hasExited())
      throw new Error(`start.mjs exited before the store ran:\n${tail(store.logFile)}`);
    await sleep(250);
  }
  throw new Error(`The store did not start within ${timeoutMs / 1000} s:\n${tail(store.logFile)}`);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Every live process, as pid -> parent pid (Linux /proc). */
function processTable(): Map<number, number> {
  const table = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid ...; comm may hold spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (fields[0] === "Z") continue;
      table.set(Number(entry), Number(fields[1]));
    } catch {
      // The process ended while the table was read.
    }
  }
  return table;
}

/**
 * The process and everything under it. firebase-tools starts the Java emulators `detached`, in
 * process groups of their own, so signalling start.mjs's group alone would leave them running.
 */
export function processTree(pid: number): number[] {
  const table = processTable();
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [child, parent] of table) if (parent === tree[index]) tree.push(child);
  }
  return tree.filter((member) => table.has(member));
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

export function alive(pids: readonly number[]): number[] {
  const table = processTable();
  return pids.filter((pid) => table.has(pid));
}

async function waitUntilGone(pids: readonly number[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (alive(pids).length > 0 && Date.now() < deadline) await sleep(100);
  const left = alive(pids);
  if (left.length > 0) throw new Error(`processes still running: ${left.join(", ")}`);
}

/**
 * A crash: SIGKILL to start.mjs, firebase-tools, the functions workers and the Java emulators
 * alike. The group is frozen first, so nothing starts a new process while the tree is read.
 * @returns the pids killed
 */
export async function crash(store: StoreProcess): Promise<number[]> {
  signal(-store.pid, "SIGSTOP");
  const tree = processTree(store.pid);
  signal(-store.pid, "SIGKILL");
  for (const pid of tree) signal(pid, "SIGKILL");
  await waitUntilGone(tree, 10_000);
  await store.exited;
  return tree;
}

/**
 * Ctrl-C: SIGINT to the foreground group, as a terminal sends it. Waits until every process of
 * the suite, the Java emulators included, has ended.
 * @returns the pids that ended
 */
export async function interrupt(store: StoreProcess, timeoutMs = 90_000): Promise<number[]> {
  const tree = processTree(store.pid);
  signal(-store.pid, "SIGINT");
  await Promise.race([
    store.exited,
    sleep(timeoutMs).then(() => {
      throw new Error(`start.mjs did not stop within ${timeoutMs / 1000} s`);
    }),
  ]);
  await waitUntilGone(tree, 30_000);
  return tree;
}

/** Kills whatever is left of a launch (cleanup after a failure). */
export async function killLeftovers(store: StoreProcess): Promise<void> {
  if (store.hasExited() && alive([store.pid]).length === 0) return;
  await crash(store).catch(() => undefined);
}

/** The ports of the crash suite: every emulator in firebase.json, shifted. */
export function suitePorts(): number[] {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, "firebase.json"), "utf8")) as {
    emulators: Record<string, { port?: number; enabled?: boolean }>;
  };
  return Object.values(config.emulators)
    .filter((entry) => entry.enabled !== false && entry.port !== undefined)
    .map((entry) => (entry.port ?? 0) + PORT_OFFSET);
}

/** Ports something still listens on (on 127.0.0.1). */
export async function listeningPorts(ports: readonly number[]): Promise<number[]> {
  const open = await Promise.all(
    ports.map(
      (port) =>
        new Promise<boolean>((resolve) => {
          const socket = net.connect({ host: "127.0.0.1", port });
          socket.once("connect", () => {
            socket.destroy();
            resolve(true);
          });
          socket.once("error", () => {
            resolve(false);
          });
        }),
    ),
  );
  return ports.filter((_, index) => open[index]);
}
