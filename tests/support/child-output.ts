import type { ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";

export type LineMatch = (line: string) => boolean;

export type ChildOutput = {
  lines: string[];
  /** The first line (already printed or still to come) that matches; rejects when the child exits first or after `timeoutMs`. */
  waitFor(match: LineMatch, what: string, timeoutMs?: number): Promise<string>;
};

/**
 * Reads a child's output line by line from the start (so nothing printed early is missed) and
 * keeps reading, so a chatty child never blocks on a full pipe.
 */
export function watchOutput(child: ChildProcess, stream: "stdout" | "stderr" = "stdout"): ChildOutput {
  const lines: string[] = [];
  const waiters = new Set<{ match: LineMatch; resolve: (line: string) => void; reject: (err: Error) => void }>();
  let closed: number | null | undefined;
  createInterface({ input: child[stream]! }).on("line", (line) => {
    lines.push(line);
    for (const w of waiters) if (w.match(line)) w.resolve(line);
  });
  // "close", not "exit": it comes after the last line has been read.
  child.once("close", (code: number | null) => {
    closed = code;
    for (const w of waiters) w.reject(new Error(`the child exited (${code}) first`));
  });
  return {
    lines,
    waitFor(match, what, timeoutMs = 90_000) {
      const seen = lines.find(match);
      if (seen !== undefined) return Promise.resolve(seen);
      if (closed !== undefined) return Promise.reject(new Error(`the child exited (${closed}) before printing ${what}`));
      return new Promise((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          waiters.delete(waiter);
        };
        const waiter = {
          match,
          resolve: (line: string) => (done(), resolve(line)),
          reject: (err: Error) => (done(), reject(new Error(`${err.message} before printing ${what}`))),
        };
        const timer = setTimeout(() => waiter.reject(new Error(`nothing within ${timeoutMs} ms`)), timeoutMs);
        waiters.add(waiter);
      });
    },
  };
}

/** A pino JSON log line whose message matches and whose fields include `fields`. */
export function logLine(msg: string | RegExp, fields: Record<string, unknown> = {}): LineMatch {
  return (line) => {
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return false;
    }
    const text = String(entry.msg ?? "");
    return (typeof msg === "string" ? text === msg : msg.test(text)) && Object.entries(fields).every(([k, v]) => entry[k] === v);
  };
}

/** The address from Fastify's "Server listening at http://…" log line (needs LOG_LEVEL=info or lower). */
export async function listeningUrl(output: ChildOutput, timeoutMs?: number): Promise<string> {
  const line = await output.waitFor(logLine(/^Server listening at http:\/\//), 'the "Server listening" log line', timeoutMs);
  return /(http:\/\/[^\s"]+)/.exec(JSON.parse(line).msg as string)![1]!;
}
