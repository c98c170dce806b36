import { createInterface } from "node:readline";

/** Reads a password: hidden prompt on a terminal (asked twice), else the first line of stdin. */
export async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const rl = createInterface({ input: process.stdin });
    for await (const line of rl) {
      rl.close();
      return line.trim();
    }
    return "";
  }
  const first = await hiddenPrompt(prompt);
  if (first === "") return "";
  const again = await hiddenPrompt("Repeat the password: ");
  if (again !== first) throw new Error("The passwords do not match");
  return first;
}

function hiddenPrompt(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const out = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
    out._writeToOutput = (s: string) => {
      if (s.startsWith(prompt)) out.output.write(prompt);
    };
    rl.question(prompt, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}
