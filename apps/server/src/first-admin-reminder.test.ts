import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createUser, grantRole } from "@eb/api";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { FIRST_ADMIN_REMINDER_MS, remindUntilFirstAdmin, waitingLine, type ReminderTimer } from "./first-admin-reminder";

/** A timer the test fires by hand: each tick's check is awaited through `fire()`. */
function handTimer() {
  let tick: (() => void) | null = null;
  const state = { everyMs: 0, cleared: false };
  const timer: ReminderTimer = {
    setInterval: (fn, ms) => {
      tick = fn;
      state.everyMs = ms;
      return "handle";
    },
    clearInterval: (handle) => {
      expect(handle).toBe("handle");
      state.cleared = true;
    },
  };
  return { timer, state, fire: () => tick?.() };
}

/** Resolves after the reminder's check for this tick has logged (or stopped). */
const settled = (log: { lines: string[] }, state: { cleared: boolean }, before: number) =>
  new Promise<void>((resolve) => {
    const poll = () => (log.lines.length > before || state.cleared ? resolve() : setImmediate(poll));
    poll();
  });

describe.each(testDrivers())("the first-admin reminder (%s)", (driver) => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createTestDb(driver);
  });
  afterEach(() => handle.close());

  it("repeats one short line each minute while no admin exists, and stops for good once one does", async () => {
    const log = { lines: [] as string[], info: (msg: string) => void log.lines.push(msg) };
    const { timer, state, fire } = handTimer();
    const line = waitingLine("printed", "npm run admin:create -- --email you@example.com");
    remindUntilFirstAdmin({ db: handle.db, log, line, timer });
    expect(state.everyMs).toBe(FIRST_ADMIN_REMINDER_MS);
    expect(log.lines).toEqual([]);

    fire();
    await settled(log, state, 0);
    fire();
    await settled(log, state, 1);
    expect(log.lines).toEqual([line, line]);
    expect(line.length).toBeLessThan(160);
    expect(line).toMatch(/^waiting for the first admin: /);

    const user = await createUser(handle.db, { email: "first@example.com", password: "long enough password" });
    await grantRole(handle.db, user.id, "admin");
    fire();
    await settled(log, state, 2);
    expect(state.cleared).toBe(true);
    expect(log.lines).toHaveLength(2);
  });

  it("names the command when no terminal could show a link", () => {
    expect(waitingLine("no_console", "node admin-create.js --email you@example.com")).toBe(
      "waiting for the first admin: create it with `node admin-create.js --email you@example.com`",
    );
  });
});
