// @ts-check
/**
 * Progress of the part of the bench that runs inside its emulator suite. firebase-tools mixes
 * every emulator's log into the same output; ./run-bench.mjs keeps that in a log file and shows
 * only the lines marked here.
 */
export const PROGRESS_MARK = "[bench] ";

/** @param {string} message */
export function progress(message) {
  for (const line of message.split("\n")) process.stdout.write(`${PROGRESS_MARK}${line}\n`);
}
