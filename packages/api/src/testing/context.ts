import pino from "pino";
import type { Db } from "@eb/db";
import type { ApiContext } from "../platform";
import { SearchGuard } from "../search";

/** A request context for calling routers directly in tests. */
export function testContext(db: Db, now: Date, overrides: Partial<ApiContext> = {}): ApiContext {
  const cookies: Record<string, string | undefined> = {};
  return {
    db,
    now: () => now,
    log: pino({ level: "silent" }),
    requestId: "test",
    clientIp: "127.0.0.1",
    userAgent: "vitest",
    headers: {},
    cookies,
    setCookie: (name, value) => {
      cookies[name] = value;
    },
    clearCookie: (name) => {
      delete cookies[name];
    },
    secureCookies: false,
    // Each context its own: what one test searched is never another's cache or rate.
    searchGuard: new SearchGuard(),
    ...overrides,
  };
}
