/** Thrown by a gate's `run` when every slot is taken and the queue is full. */
export class GateFull extends Error {
  override readonly name = "GateFull";
  constructor() {
    super("Every slot of the gate is taken and its queue is full");
  }
}

export interface GateLimits {
  /** Tasks that may run at once. */
  running: number;
  /** Tasks that may wait for a slot; any further one is refused at once. */
  queued: number;
}

/**
 * A place in a gate held for a task that has checks to pass first. It counts against the gate
 * until it runs its task or is released, so a caller learns it has room before doing anything
 * it could not undo.
 */
export interface GateReservation {
  /** Runs `task` in the held place; the reservation is spent. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Gives the place back unless `run` spent it; safe to call more than once. */
  release(): void;
}

/** At most `running` tasks at once in this process, a short queue, and a refusal past it. */
export interface ConcurrencyGate {
  /** Runs `task` in a free slot, waits in the queue when it has room, else rejects with GateFull. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Holds a place for a later task, or null when a task arriving now would be refused. */
  reserve(): GateReservation | null;
  /** Whether a task arriving now would be refused. */
  isFull(): boolean;
  /** Tasks running now. */
  running(): number;
  /** Tasks waiting for a slot now. */
  queued(): number;
}

export function concurrencyGate(limits: GateLimits): ConcurrencyGate {
  if (!Number.isInteger(limits.running) || limits.running < 1) {
    throw new Error(`a gate needs at least one slot, not ${limits.running}`);
  }
  if (!Number.isInteger(limits.queued) || limits.queued < 0) {
    throw new Error(`a gate's queue holds zero or more tasks, not ${limits.queued}`);
  }
  let running = 0;
  let reserved = 0;
  const waiting: (() => void)[] = [];
  // Reserved places count as queued tasks: a reservation always finds room when it runs.
  const isFull = () => running + waiting.length + reserved >= limits.running + limits.queued;

  // A finished task hands its slot straight to the first waiter, so a task arriving meanwhile
  // cannot take it ahead of the queue.
  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  async function acquire(): Promise<void> {
    if (isFull()) throw new GateFull();
    if (running < limits.running) {
      running += 1;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  async function run<T>(task: () => Promise<T>): Promise<T> {
    await acquire();
    try {
      return await task();
    } finally {
      release();
    }
  }

  return {
    run,
    reserve() {
      if (isFull()) return null;
      reserved += 1;
      let held = true;
      const giveBack = () => {
        if (held) reserved -= 1;
        held = false;
      };
      return {
        run(task) {
          if (!held) return Promise.reject(new Error("this reservation is already spent"));
          giveBack();
          return run(task);
        },
        release: giveBack,
      };
    },
    isFull,
    running: () => running,
    queued: () => waiting.length,
  };
}
