// @ts-check
import { spawnSync } from "node:child_process";

import { fail } from "./run.mjs";

const MINIMUM_JAVA = 11;

/** The Firestore emulator is a Java program: stop early, in one sentence, when Java is missing. */
export function requireJava() {
  const probe = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    fail(
      "Java was not found: install a Java runtime, version 17 or later (on Debian or Ubuntu: " +
        "`sudo apt-get install -y openjdk-17-jre-headless`), then run this command again.",
    );
  }
  const version = /version "(\d+)/.exec(probe.stderr)?.[1];
  if (version && Number(version) < MINIMUM_JAVA) {
    fail(`Java ${version} is too old for the Firestore emulator: install Java 17 or later.`);
  }
}
