/**
 * Test-only: the `host:port` origins a guarded fetch may reach although they are not public,
 * so the API tests can serve cover pictures from a local server. The test session's emulator
 * suite sets BOOKSTORE_TEST_FETCH_ALLOW (scripts/lib/emulator-session.mjs) to exactly those
 * servers' origins, comma-separated. It is read only inside the Functions emulator
 * (FUNCTIONS_EMULATOR is "true" there and nowhere else), so a deployed function, or the CLI,
 * ignores it whatever the environment holds.
 */
export const TEST_FETCH_ALLOW_VARIABLE = "BOOKSTORE_TEST_FETCH_ALLOW";

export function emulatorFetchAllowList(
  env: Readonly<Record<string, string | undefined>> = process.env,
): ReadonlySet<string> {
  if (env.FUNCTIONS_EMULATOR !== "true") return new Set();
  const origins = (env[TEST_FETCH_ALLOW_VARIABLE] ?? "")
    .split(",")
    .map((origin) => origin.trim().toLowerCase())
    .filter((origin) => origin !== "");
  return new Set(origins);
}
