import { randomBytes } from "node:crypto";
import pino from "pino";
import type { Db } from "@eb/db";
import { adminRouter } from "../admin-router";
import type { CookieOptions } from "../context";
import { createCallerFactory } from "../trpc";
import type { AdminApiContext } from "./admin-procedure";
import { deriveMfaKeys } from "./mfa-keys";
import { sessionCookieName } from "./session-cookie";

export const testKeys = deriveMfaKeys(randomBytes(32));
const createCaller = createCallerFactory(adminRouter);

/** A fake browser: a cookie jar, a client address and a clock the test moves. */
export class TestBrowser {
  cookies: Record<string, string | undefined> = {};
  lastCookieOptions: CookieOptions | undefined;
  constructor(
    readonly db: Db,
    readonly clock: { now: Date },
    readonly clientIp = "203.0.113.7",
  ) {}

  get token(): string | undefined {
    return this.cookies[sessionCookieName(false)];
  }

  context(): AdminApiContext {
    return {
      db: this.db,
      now: () => this.clock.now,
      log: pino({ level: "silent" }),
      requestId: "test",
      clientIp: this.clientIp,
      userAgent: "vitest",
      headers: {},
      cookies: this.cookies,
      setCookie: (name, value, options) => {
        this.cookies[name] = value;
        this.lastCookieOptions = options;
      },
      clearCookie: (name) => {
        delete this.cookies[name];
      },
      secureCookies: false,
      mfaKeys: testKeys,
    };
  }

  get api() {
    return createCaller(this.context());
  }
}

export function advance(clock: { now: Date }, ms: number): void {
  clock.now = new Date(clock.now.getTime() + ms);
}
