import type { LogFn, Logger } from "pino";

/** The logging surface services use; satisfied by pino and by Fastify's request logger. */
export type Log = Pick<Logger, "fatal" | "error" | "warn" | "info" | "debug" | "trace">;

/** The logger a background task takes (jobs, the sync, rollups): a pino logger or Fastify's `app.log`. */
export type TaskLog = { info: LogFn; warn: LogFn; error: LogFn; child(bindings: Record<string, unknown>): TaskLog };
import type { Db } from "@eb/db";

export type CookieOptions = {
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "strict" | "lax" | "none";
  path?: string;
  maxAge?: number;
  expires?: Date;
};

/**
 * Everything a procedure may use. Built per request by the server; built by hand in tests. An
 * interface, so a domain adds what it needs from the server with `declare module "../platform"`
 * (search/search-guard.ts), as for AdminRequestContext.
 */
export interface ApiContext {
  db: Db;
  /** Injected clock, so time-dependent rules are tested without sleeping. */
  now: () => Date;
  log: Log;
  requestId: string;
  /** Client address as seen by the server (trust-proxy aware); used for throttling, never stored in analytics. */
  clientIp: string | null;
  userAgent: string | null;
  /**
   * Where the visitor is, as jurisdictions/ locates it ("GB", "US-NJ", "unknown"): what the
   * public procedures may offer depends on it. Absent (tests, the back office): unknown.
   */
  jurisdiction?: string | null;
  headers: Record<string, string | string[] | undefined>;
  cookies: Record<string, string | undefined>;
  setCookie: (name: string, value: string, options: CookieOptions) => void;
  clearCookie: (name: string, options: CookieOptions) => void;
  /** True when the site is served over HTTPS (Secure cookies, __Host- prefix). */
  secureCookies: boolean;
}
