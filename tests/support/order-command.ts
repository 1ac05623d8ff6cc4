import { spawn } from "node:child_process";

/**
 * `npm run <script> -- --at <time>` against the emulators the test runs on, as a developer runs
 * the daily order commands (orders:release, orders:collections): its exit status and output.
 */
export function orderCommand(
  script: "orders:release" | "orders:collections",
  at: Date,
): Promise<{ status: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script, "--", "--at", at.toISOString()]);
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.on("close", (status) => {
      resolve({ status, stdout });
    });
  });
}
