import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { createDb } from "@eb/db/client";
import { TEST_PG_URL } from "@eb/db/testing";
import { logLine } from "../support/child-output";
import { startCompiledServer, stopCompiledServer } from "./compiled-server";

/**
 * The seeded data the e2e servers start from, made once per run by the global setup
 * (global-setup.ts) and copied by every server that needs it. A first start migrates an empty
 * database and seeds the demo world, about 9 s of one core on an embedded one; made once, not once
 * per server.
 *
 * - The public specs' site runs on embedded PGlite, as `npm start` does: it copies the demo data
 *   directory (`SITE_TEMPLATE_DIR`).
 * - The admin specs' servers run on PostgreSQL (admin/spec-databases.ts): each spec's database is a
 *   `CREATE DATABASE … TEMPLATE` copy of a template database, about 0.1 s, where copying an embedded
 *   directory and opening it to write the spec's admins took 2–3 s on a slow machine.
 *
 * Template kinds: `demo`, as `npm start` leaves it (the demo esports data and bookmakers);
 * `provider`, as a server with a PandaScore token leaves it (the demo bookmakers only).
 */
export type Template = "demo" | "provider";

const E2E_PORT = Number(process.env.E2E_PORT ?? 3310);
const TEMPLATE_ROOT = `.data-e2e/templates-${E2E_PORT}`;

export const SITE_TEMPLATE_DIR = `${TEMPLATE_ROOT}/demo`;

/** Every PostgreSQL database of this run's admin specs starts with it (E2E_PORT keeps two runs apart). */
export const DATABASE_PREFIX = `e2e_${E2E_PORT}_`;
export const templateDatabase = (kind: Template) => `${DATABASE_PREFIX}template_${kind}`;
export const databaseUrl = (name: string) => {
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/** What every e2e server runs with (the templates' first starts too). */
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

/**
 * A server on PostgreSQL needs MFA_ENCRYPTION_KEY. One per run, made by the global setup and handed
 * to the workers through the environment (Playwright passes the global setup's process.env on), so
 * that the template's server and every spec's server share it.
 */
const MFA_KEY_VARIABLE = "E2E_MFA_ENCRYPTION_KEY";
/** Where a server or the command-line tool finds its database: an embedded directory, or PostgreSQL. */
export type DatabaseEnv = { DATA_DIR: string; DATABASE_URL: "" } | PostgresEnv;
type PostgresEnv = { DATABASE_URL: string; MFA_ENCRYPTION_KEY: string; DEMO_DATA: "true" };

export function postgresEnv(name: string): PostgresEnv {
  const key = process.env[MFA_KEY_VARIABLE];
  if (!key) throw new Error(`${MFA_KEY_VARIABLE} is unset: the e2e global setup makes it`);
  // DEMO_DATA is on by default only on an embedded database: the admin specs' servers are demos, as the embedded ones were.
  return { DATABASE_URL: databaseUrl(name), MFA_ENCRYPTION_KEY: key, DEMO_DATA: "true" };
}

/** Runs `sql` on the maintenance database. */
export async function adminQuery(sql: string): Promise<Record<string, unknown>[]> {
  const handle = createDb({ driver: "pg", url: TEST_PG_URL, poolSize: 1 });
  try {
    return (await handle.pool!.query(sql)).rows as Record<string, unknown>[];
  } finally {
    await handle.close();
  }
}

/** Drops this run's databases (templates and specs' copies) left by an earlier run on the same E2E_PORT. */
export async function dropDatabases(prefix: string): Promise<void> {
  const rows = await adminQuery(`select datname from pg_database where datname like '${prefix.replaceAll("_", "\\_")}%'`);
  for (const { datname } of rows as { datname: string }[]) await adminQuery(`drop database if exists "${datname}" with (force)`);
}

/** A first start (port 0: nothing connects), stopped once it serves. */
async function firstStart(kind: Template, where: Record<string, string>): Promise<void> {
  // With a token (and an address where nothing answers), the server seeds no demo esports data.
  const provider = kind === "provider" ? { PANDASCORE_TOKEN: "e2e-template", PANDASCORE_BASE_URL: "http://127.0.0.1:9" } : {};
  const { child, lines } = await startCompiledServer({ ...TEMPLATE_ENV, ...provider, ...where, PORT: "0" });
  const code = await stopCompiledServer(child);
  if (code !== 0) throw new Error(`the ${kind} template's server exited with ${code}`);
  if (!lines.some(logLine("seeded demo data"))) throw new Error(`the ${kind} template's server did not seed its database`);
}

async function makeTemplateDatabase(kind: Template): Promise<void> {
  const name = templateDatabase(kind);
  await adminQuery(`create database "${name}"`);
  await firstStart(kind, postgresEnv(name));
}

/** The site's data directory and the admin specs' two template databases, side by side. */
export async function makeTemplates(): Promise<void> {
  process.env[MFA_KEY_VARIABLE] = randomBytes(32).toString("hex");
  rmSync(TEMPLATE_ROOT, { recursive: true, force: true });
  await dropDatabases(DATABASE_PREFIX);
  await Promise.all([firstStart("demo", { DATA_DIR: SITE_TEMPLATE_DIR }), makeTemplateDatabase("demo"), makeTemplateDatabase("provider")]);
}
