import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { listeningUrl, watchOutput } from "../../support/child-output";

/**
 * The admin flow needs an admin created by the command before the server opens its embedded
 * database (two processes must not share one PGlite directory), so these specs run their own
 * server on its own DATA_DIR and port.
 */
export const ADMIN_PORT = Number(process.env.E2E_PORT ?? 3310) + 1;
export const ADMIN_BASE = `http://127.0.0.1:${ADMIN_PORT}`;
const DATA_DIR = `.data-e2e/admin-${ADMIN_PORT}`;

export function createAdmin(email: string, password: string): string {
  const res = spawnSync("node_modules/.bin/tsx", ["packages/api/src/auth/cli/create-admin.ts", "--email", email], {
    input: `${password}\n`,
    env: { ...process.env, DATA_DIR, DATABASE_URL: "" },
    encoding: "utf8",
    timeout: 60_000,
  });
  if (res.status !== 0) throw new Error(`admin:create failed: ${res.stderr}`);
  return res.stdout;
}

/** `env` adds to the server's environment (a provider token and base URL, say). */
export async function startAdminServer(env: Record<string, string> = {}): Promise<ChildProcess> {
  // LOG_LEVEL=info for Fastify's "Server listening" line, which says the server is up; the output is read to the end.
  const child = spawn("node_modules/.bin/tsx", ["apps/server/src/main.ts"], {
    env: {
      ...process.env,
      PORT: String(ADMIN_PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      SYNC_JOBS: "false",
      SITE_URL: ADMIN_BASE,
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "ignore"],
    detached: true,
  });
  try {
    await listeningUrl(watchOutput(child), 90_000);
    return child;
  } catch (err) {
    stopAdminServer(child);
    throw new Error(`admin e2e server did not start: ${(err as Error).message}`, { cause: err });
  }
}

export function stopAdminServer(child: ChildProcess | undefined): void {
  if (child?.pid) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

export function resetAdminData(): void {
  rmSync(DATA_DIR, { recursive: true, force: true });
}
