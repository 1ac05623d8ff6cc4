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

/** At most `running` tasks at once in this process, a short queue, and a refusal past it. */
export interface ConcurrencyGate {
  /** Runs `task` in a free slot, waits in the queue when it has room, else rejects with GateFull. */
  run<T>(task: () => Promise<T>): Promise<T>;
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
  const waiting: (() => void)[] = [];

  // A finished task hands its slot straight to the first waiter, so a task arriving meanwhile
  // cannot take it ahead of the queue.
  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  async function acquire(): Promise<void> {
    if (running < limits.running) {
      running += 1;
      return;
    }
    if (waiting.length >= limits.queued) throw new GateFull();
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    isFull: () => running >= limits.running && waiting.length >= limits.queued,
    running: () => running,
    queued: () => waiting.length,
  };
}
