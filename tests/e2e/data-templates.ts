import { rmSync } from "node:fs";
import { logLine } from "../support/child-output";
import { startCompiledServer, stopCompiledServer } from "./compiled-server";

/**
 * The seeded data directories the e2e servers start from, made once per run by the global setup
 * (global-setup.ts) and copied by every server that needs one: the site's, and each admin spec's
 * (admin/admin-server.ts). A first start migrates an empty embedded database and seeds the demo
 * world, about 9 s of one core; made once, not once per server.
 *
 * - `demo`: as `npm start` leaves it, the demo esports data and the demo bookmakers;
 * - `provider`: as a server with a PandaScore token leaves it, the demo bookmakers only.
 */
export type Template = "demo" | "provider";

const E2E_PORT = Number(process.env.E2E_PORT ?? 3310);
const TEMPLATE_ROOT = `.data-e2e/templates-${E2E_PORT}`;

export const templateDir = (kind: Template) => `${TEMPLATE_ROOT}/${kind}`;

/** What both kinds of server run with while the template is made (and the servers copying it run with too). */
export const TEMPLATE_ENV = {
  HOST: "127.0.0.1",
  DATABASE_URL: "",
  SYNC_JOBS: "false",
  // No demo analytics history: the specs count their own events and tests, and its running A/B
  // test would personalise the pages the public specs read.
  DEMO_HISTORY: "false",
  // For Fastify's "Server listening" line, which says the server is up.
  LOG_LEVEL: "info",
} as const;

/** A first start on an empty directory (port 0: nothing connects), stopped once it serves. */
async function makeTemplate(kind: Template): Promise<void> {
  const dir = templateDir(kind);
  rmSync(dir, { recursive: true, force: true });
  // With a token (and an address where nothing answers), the server seeds no demo esports data.
  const provider = kind === "provider" ? { PANDASCORE_TOKEN: "e2e-template", PANDASCORE_BASE_URL: "http://127.0.0.1:9" } : {};
  const { child, lines } = await startCompiledServer({ ...TEMPLATE_ENV, ...provider, PORT: "0", DATA_DIR: dir });
  const code = await stopCompiledServer(child);
  if (code !== 0) throw new Error(`the ${kind} template's server exited with ${code}`);
  if (!lines.some(logLine("seeded demo data"))) throw new Error(`the ${kind} template's server did not seed ${dir}`);
}

/** Both templates, side by side (one core each). */
export async function makeTemplates(): Promise<void> {
  rmSync(TEMPLATE_ROOT, { recursive: true, force: true });
  await Promise.all([makeTemplate("demo"), makeTemplate("provider")]);
}
