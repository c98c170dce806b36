import { describe, expect, it } from "vitest";
import Fastify from "fastify";
import { shutdownOnSignal } from "./shutdown";
import { logCapture } from "./testing/log-capture";

/** A bare app with the readiness decorator, recording what the shutdown does in order. */
function appWith(onClose: () => Promise<void>) {
  const log = logCapture();
  const steps: string[] = [];
  const app = Fastify({ logger: { level: "info", stream: log.stream } });
  app.decorate("startDraining", () => void steps.push("draining"));
  app.addHook("onClose", async () => {
    steps.push("closing");
    await onClose();
  });
  let exited!: (code: number) => void;
  const exit = new Promise<number>((resolve) => (exited = resolve));
  return { app, log, steps, exit, exitWith: (code: number) => (steps.push(`exit ${code}`), exited(code)) };
}

describe("shutdownOnSignal", () => {
  it("turns readiness off first, then closes the app and exits 0", async () => {
    const s = appWith(async () => undefined);
    await s.app.ready();
    void shutdownOnSignal(s.app, { timeoutMs: 5_000, exit: s.exitWith })("SIGTERM");
    expect(await s.exit).toBe(0);
    expect(s.steps).toEqual(["draining", "closing", "exit 0"]);
    expect(s.log.withMsg("shutting down: draining requests")).toMatchObject([{ signal: "SIGTERM", timeoutMs: 5_000 }]);
  });

  it("logs and exits 1 when closing outlasts the timeout", async () => {
    let release!: () => void;
    const s = appWith(() => new Promise<void>((resolve) => (release = resolve)));
    await s.app.ready();
    void shutdownOnSignal(s.app, { timeoutMs: 50, exit: s.exitWith })("SIGINT");
    expect(await s.exit).toBe(1);
    expect(s.log.withMsg("shutdown timed out: exiting with requests or jobs unfinished")).toMatchObject([{ level: 50, signal: "SIGINT", timeoutMs: 50 }]);
    // The close finishing afterwards changes nothing: the process has been told to exit once.
    release();
    await s.app.close();
    expect(s.steps).toEqual(["draining", "closing", "exit 1"]);
  });
});
