import { closeSync, openSync, writeSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { adminExists, issueSetupLink, type Log } from "@eb/api";
import type { Db } from "@eb/db";
import { MINUTE_MS } from "@eb/api/shared";

/** Somewhere only the person at the server's terminal reads. */
export type OperatorConsole = { write(text: string): void };

/**
 * The terminal the server was started from, or null when it has none (a container, a service
 * manager, a CI job). The controlling terminal (/dev/tty) is written to directly, so a setup link
 * never passes through stdout or stderr: whatever collects and ships the log lines (pino's JSON on
 * stdout, a pipe into a formatter, a log driver) never sees it. When /dev/tty cannot be opened but
 * stdout itself is a terminal (Windows), that terminal is the console.
 */
export function operatorConsole(): OperatorConsole | null {
  try {
    const fd = openSync("/dev/tty", "w");
    return {
      write(text) {
        try {
          writeSync(fd, text);
        } finally {
          closeSync(fd);
        }
      },
    };
  } catch {
    return process.stdout.isTTY ? { write: (text) => void process.stdout.write(text) } : null;
  }
}

/**
 * How whoever runs this server creates an admin from the command line: the compiled tool beside the
 * bundle (apps/server/dist in the workspace, dist in a production install), or the workspace script.
 */
export function createAdminCommand(): string {
  if (typeof __EB_BUILD__ === "undefined") return "npm run admin:create -- --email you@example.com";
  const tool = path.relative(process.cwd(), fileURLToPath(new URL("./admin-create.js", import.meta.url)));
  return `node ${tool} --email you@example.com`;
}

export type SetupLinkOptions = {
  db: Db;
  now: Date;
  /** Where the back office is served (adminOrigin: ADMIN_HOST, else the site). */
  adminOrigin: string;
  /** How an operator creates an admin from the command line here (the workspace or a production install). */
  createAdminCommand: string;
  /** The embedded database: the command-line tool can open it only while the server is stopped. */
  embedded: boolean;
  log: Pick<Log, "info" | "warn">;
  console: OperatorConsole | null;
};

/**
 * While the server has no admin, prints a one-time link that creates the first one (the invitation's
 * path: the same password rules, then the authenticator at first sign-in), so a newcomer on the
 * embedded demo need not stop the server to run `admin:create`. The log says that a link was
 * printed, never the link. Without a terminal no link is made at all: only the command is logged.
 */
export async function announceSetupLink(opts: SetupLinkOptions): Promise<"printed" | "no_console" | "admin_exists"> {
  if (!opts.console) {
    // Nothing is stored when nobody could read the link.
    if (await adminExists(opts.db)) return "admin_exists";
    opts.log.warn(
      `no admin account exists yet: create the first one with \`${opts.createAdminCommand}\` (a one-time setup link is printed only to a terminal)`,
    );
    return "no_console";
  }
  const link = await issueSetupLink(opts.db, opts.now);
  if (!link) return "admin_exists";
  const minutes = Math.round((link.expiresAt.getTime() - opts.now.getTime()) / MINUTE_MS);
  opts.console.write(
    [
      "",
      "  No admin account exists yet. Create the first one, with its authenticator app, at:",
      "",
      `    ${opts.adminOrigin}/auth#setup=${link.token}`,
      "",
      `  The link works once, for ${minutes} minutes, and is shown only here (never in the log).`,
      opts.embedded ? `  Or stop the server and run: ${opts.createAdminCommand}` : `  Or, from another terminal: ${opts.createAdminCommand}`,
      "",
      "",
    ].join("\n"),
  );
  opts.log.info({ expiresAt: link.expiresAt.toISOString() }, "no admin account exists yet: a one-time setup link was printed to this server's terminal");
  return "printed";
}
