// @ts-check
/** The bench suite's default port offset (kept apart from ../lib/paths.mjs, which reads the env). */
export const DEFAULT_BENCH_PORT_OFFSET = 300;
