// @ts-check
/**
 * `npm run bench`: measures the performance budgets (see ./run-bench.mjs, ./budgets.mjs). The bench
 * runs its own emulator suite on ports shifted by BOOKSTORE_EMULATOR_PORT_OFFSET, 300 unless set,
 * so it can run beside a developer's `npm start`. The offset is read when ../lib/paths.mjs first
 * loads, so it is set here before anything imports it.
 */
import { DEFAULT_BENCH_PORT_OFFSET } from "./offset.mjs";

process.env.BOOKSTORE_EMULATOR_PORT_OFFSET ??= String(DEFAULT_BENCH_PORT_OFFSET);
await import("./run-bench.mjs");
