import { adminExists, type Log } from "@eb/api";
import { MINUTE_MS } from "@eb/api/shared";
import type { Db } from "@eb/db";

/** How often the waiting line is repeated: seen within a minute of looking, one short line a minute at most. */
export const FIRST_ADMIN_REMINDER_MS = MINUTE_MS;

/** The timer the reminder runs on (tests pass one they fire themselves). */
export type ReminderTimer = {
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
};

const realTimer: ReminderTimer = {
  setInterval: (fn, ms) => setInterval(fn, ms).unref(),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

/** The short line: where the link is (printed once, to the terminal only, never to the log) or the command. */
export function waitingLine(announced: "printed" | "no_console", createAdminCommand: string): string {
  return announced === "printed"
    ? `waiting for the first admin: open the one-time setup link printed above in this terminal, or run \`${createAdminCommand}\``
    : `waiting for the first admin: create it with \`${createAdminCommand}\``;
}

/**
 * Repeats a short "waiting for the first admin" line while no admin exists, so the setup link's
 * place is not lost under the other log lines (the demo's terminal). Stops for good once an admin
 * exists; a failed check is skipped (the next one tries again).
 */
export function remindUntilFirstAdmin(opts: { db: Db; log: Pick<Log, "info">; line: string; everyMs?: number; timer?: ReminderTimer }): { stop: () => void } {
  const timer = opts.timer ?? realTimer;
  let checking = false;
  const handle = timer.setInterval(() => {
    if (checking) return;
    checking = true;
    adminExists(opts.db)
      .then((exists) => {
        if (exists) timer.clearInterval(handle);
        else opts.log.info(opts.line);
      })
      .catch(() => undefined)
      .finally(() => (checking = false));
  }, opts.everyMs ?? FIRST_ADMIN_REMINDER_MS);
  return { stop: () => timer.clearInterval(handle) };
}
