export type LogEntry = Record<string, unknown> & { msg?: string };

/** A log destination for `buildApp({ logStream })` that keeps every pino line, parsed, for the test to read. */
export function logCapture() {
  const lines: LogEntry[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogEntry) },
    /** The lines with this message. */
    withMsg: (msg: string) => lines.filter((l) => l.msg === msg),
  };
}
