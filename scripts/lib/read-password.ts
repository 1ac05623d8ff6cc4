import { createInterface } from "node:readline";

/** Reads a password: hidden and asked twice on a terminal, the first line of piped input otherwise. */
export async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    return "";
  }
  const first = await askHidden(prompt);
  const second = await askHidden("Repeat the password: ");
  if (first !== second) throw new Error("The passwords do not match.");
  return first;
}

function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const input = process.stdin;
    let answer = "";
    process.stdout.write(prompt);
    input.setRawMode(true);
    input.resume();
    input.setEncoding("utf8");
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stdout.write("\n");
          resolve(answer);
          return;
        }
        if (char === "\u0003") process.exit(130);
        answer = char === "\u007f" ? answer.slice(0, -1) : answer + char;
      }
    };
    input.on("data", onData);
  });
}
