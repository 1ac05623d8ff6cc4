import { describe, expect, it } from "vitest";

import { concurrencyGate, GateFull } from "./concurrency-gate.ts";

/** A task that runs until its test lets it finish, recording how many ran at once. */
function controlledTasks() {
  let running = 0;
  let peak = 0;
  const finishers: (() => void)[] = [];
  const started: number[] = [];
  return {
    task(id: number) {
      return async () => {
        running += 1;
        peak = Math.max(peak, running);
        started.push(id);
        await new Promise<void>((resolve) => finishers.push(resolve));
        running -= 1;
        return id;
      };
    },
    /** Lets the oldest unfinished task finish. */
    finishOne() {
      finishers.shift()?.();
    },
    peak: () => peak,
    started,
  };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("concurrencyGate", () => {
  it("runs at most `running` tasks at once, queues `queued` and refuses the rest at once", async () => {
    const gate = concurrencyGate({ running: 2, queued: 2 });
    const tasks = controlledTasks();
    const answers = Array.from({ length: 7 }, (_, id) =>
      gate.run(tasks.task(id)).then(
        (value) => ({ ran: value }),
        (error: unknown) => ({ refused: error instanceof GateFull }),
      ),
    );
    await settle();
    expect(tasks.started).toEqual([0, 1]);
    expect(gate.running()).toBe(2);
    expect(gate.queued()).toBe(2);
    expect(gate.isFull()).toBe(true);

    for (let finished = 0; finished < 4; finished += 1) {
      tasks.finishOne();
      await settle();
    }
    expect(await Promise.all(answers)).toEqual([
      { ran: 0 },
      { ran: 1 },
      { ran: 2 },
      { ran: 3 },
      { refused: true },
      { refused: true },
      { refused: true },
    ]);
    expect(tasks.started).toEqual([0, 1, 2, 3]);
    expect(tasks.peak()).toBe(2);
    expect(gate.running()).toBe(0);
    expect(gate.queued()).toBe(0);
    expect(gate.isFull()).toBe(false);
  });

  it("hands a freed slot to the first waiter before a task arriving later", async () => {
    const gate = concurrencyGate({ running: 1, queued: 1 });
    const tasks = controlledTasks();
    const first = gate.run(tasks.task(1));
    const waiter = gate.run(tasks.task(2));
    await settle();
    tasks.finishOne();
    await settle();
    expect(gate.queued()).toBe(0);
    const late = gate.run(tasks.task(3));
    await settle();
    expect(tasks.started).toEqual([1, 2]);
    expect(gate.queued()).toBe(1);
    tasks.finishOne();
    await settle();
    tasks.finishOne();
    expect(await Promise.all([first, waiter, late])).toEqual([1, 2, 3]);
    expect(tasks.peak()).toBe(1);
  });

  it("frees the slot of a task that fails, and passes its error on", async () => {
    const gate = concurrencyGate({ running: 1, queued: 0 });
    await expect(gate.run(() => Promise.reject(new Error("scrypt failed")))).rejects.toThrow(
      "scrypt failed",
    );
    expect(gate.running()).toBe(0);
    await expect(gate.run(() => Promise.resolve("next"))).resolves.toBe("next");
  });

  it("with no queue refuses every task beyond the running ones", async () => {
    const gate = concurrencyGate({ running: 1, queued: 0 });
    const tasks = controlledTasks();
    const running = gate.run(tasks.task(1));
    await expect(gate.run(tasks.task(2))).rejects.toBeInstanceOf(GateFull);
    tasks.finishOne();
    await expect(running).resolves.toBe(1);
  });

  it("counts a reservation as a taken place until it runs or is released", async () => {
    const gate = concurrencyGate({ running: 1, queued: 1 });
    const tasks = controlledTasks();
    const first = gate.reserve();
    const second = gate.reserve();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(gate.reserve()).toBeNull();
    await expect(gate.run(tasks.task(9))).rejects.toBeInstanceOf(GateFull);

    second?.release();
    second?.release();
    const third = gate.reserve();
    expect(gate.reserve()).toBeNull();

    const ran = first?.run(tasks.task(1));
    const waited = third?.run(tasks.task(3));
    await settle();
    expect(tasks.started).toEqual([1]);
    expect(gate.queued()).toBe(1);
    await expect(first?.run(tasks.task(4))).rejects.toThrow("already spent");
    tasks.finishOne();
    await settle();
    tasks.finishOne();
    expect(await Promise.all([ran, waited])).toEqual([1, 3]);
    expect(gate.isFull()).toBe(false);
    expect(gate.reserve()).not.toBeNull();
  });

  it.each([
    [{ running: 0, queued: 1 }],
    [{ running: 1.5, queued: 1 }],
    [{ running: 1, queued: -1 }],
  ])("refuses the limits %o", (limits) => {
    expect(() => concurrencyGate(limits)).toThrow();
  });
});
