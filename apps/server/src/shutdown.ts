import type { FastifyInstance } from "fastify";

export type ShutdownOptions = {
  /** Longest time close() may take (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** process.exit, unless a test watches. */
  exit?: (code: number) => void;
};

/**
 * The answer to SIGTERM and SIGINT: /readyz says 503 at once, then close() stops accepting
 * connections, waits for in-flight requests, stops the jobs and closes the database (the app's
 * preClose/onClose hooks). Exits 0 once closed; logs and exits 1 when closing fails or outlasts the
 * timeout. A second signal is not caught: it ends the process at once.
 */
export function shutdownOnSignal(app: FastifyInstance, opts: ShutdownOptions): (signal: string) => Promise<void> {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let exited = false;
  const exitOnce = (code: number) => {
    if (exited) return;
    exited = true;
    exit(code);
  };
  return async (signal) => {
    app.startDraining();
    app.log.info({ signal, timeoutMs: opts.timeoutMs }, "shutting down: draining requests");
    const timer = setTimeout(() => {
      app.log.error({ signal, timeoutMs: opts.timeoutMs }, "shutdown timed out: exiting with requests or jobs unfinished");
      exitOnce(1);
    }, opts.timeoutMs);
    try {
      await app.close();
      app.log.info({ signal }, "shut down");
      exitOnce(0);
    } catch (err) {
      app.log.error({ err, signal }, "shutdown failed");
      exitOnce(1);
    } finally {
      clearTimeout(timer);
    }
  };
}
