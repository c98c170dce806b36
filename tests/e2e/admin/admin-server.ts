import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";

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

export async function startAdminServer(): Promise<ChildProcess> {
  const child = spawn("node_modules/.bin/tsx", ["apps/server/src/main.ts"], {
    env: { ...process.env, PORT: String(ADMIN_PORT), HOST: "127.0.0.1", DATA_DIR, SYNC_JOBS: "false", SITE_URL: ADMIN_BASE, LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: "ignore",
    detached: true,
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${ADMIN_BASE}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stopAdminServer(child);
  throw new Error("admin e2e server did not start");
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
