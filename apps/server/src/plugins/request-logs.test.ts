import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { sql } from "@eb/db";
import { createTestApp, type TestApp } from "../testing/test-app";
import { addProgrammeBookmaker, testServerKeys } from "../testing/affiliate-programmes";
import { MAX_PARAM_LENGTH, MAX_URL_LENGTH } from "./framework-errors";

const TOKEN_SECRET = "5e3c9a1f0b7d46e25e3c9a1f0b7d46e25e3c9a1f0b7d46e25e3c9a1f0b7d46e2";
/** A parameter as big as the ones that made 12 KB error lines. */
const BIG = "x".repeat(12_000);

/**
 * Issue 36: what a request writes to the log is bounded by the server, not by the client (the path
 * without its query, at most 200 characters; a failed statement without its parameters), and no
 * secret a URL carries (a token-mode postback's ?token=) reaches any line, error lines included.
 */
describe.each(testDrivers())("request logs (%s)", (driver) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const keys = testServerKeys();
    t = await createTestApp({
      driver,
      seed: false,
      env: { NODE_ENV: "test", LOG_LEVEL: "info", REQUEST_LOG_LEVEL: "info" },
      deps: { mfaKeys: keys, logStream: { write: (line) => void lines.push(line) } },
    });
    await addProgrammeBookmaker(t.handle, keys, {
      name: "Token Book",
      slug: "tokenbook",
      target: "https://token.example/go?subid={click_id}",
      postbackKey: "tokenbook",
      auth: "token",
      secret: TOKEN_SECRET,
    });
    // Routes that fail the way a bug or the database would, to read what the error lines keep.
    t.app.get("/api/test-only/echo-url", async (req) => {
      throw new Error(`could not handle ${req.url}`);
    });
    t.app.get("/api/test-only/failed-statement", async () => t.handle.db.execute(sql`select ${BIG}::int as n`));
    t.app.get("/api/test-only/statement-timeout", async () =>
      t.handle.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('statement_timeout', '50', true)`);
        return tx.execute(sql`select pg_sleep(5), ${BIG}::text as big`);
      }),
    );
  });
  afterAll(() => t.close());
  beforeEach(() => void lines.splice(0));

  const parsed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

  it("never writes a token-mode postback's secret: request lines, refusals and error lines", async () => {
    const fields = `subid=abc&event=registration&txid=T-1`;
    const ok = await t.app.inject({ url: `/api/postbacks/tokenbook?${fields}&token=${TOKEN_SECRET}` });
    expect(ok.statusCode).toBe(200);
    const refused = await t.app.inject({ url: `/api/postbacks/tokenbook?token=${TOKEN_SECRET}x&${fields}` });
    expect(refused.statusCode).toBe(401);
    const posted = await t.app.inject({
      method: "POST",
      url: `/api/postbacks/tokenbook?token=${TOKEN_SECRET}`,
      payload: "{",
      headers: { "content-type": "application/json" },
    });
    expect(posted.statusCode).toBe(400);
    // A failure whose message quotes the URL, as Fastify's own messages and many errors do.
    const failed = await t.app.inject({ url: `/api/test-only/echo-url?token=${TOKEN_SECRET}&Secret=${TOKEN_SECRET}` });
    expect(failed.statusCode).toBe(500);

    // Each of the four requests wrote its access line (and the failure its error line): all were read.
    expect(parsed().filter((l) => l.msg === "request completed")).toHaveLength(4);
    for (const line of lines) expect(line).not.toContain(TOKEN_SECRET.slice(0, 16));
    const errorLine = parsed().find((l) => l.msg === "request failed")!;
    expect(JSON.stringify(errorLine.err)).toContain("token=[redacted]");
    expect(JSON.stringify(errorLine.err)).toContain("Secret=[redacted]");
    // The request lines name the postback path without its key.
    const urls = parsed()
      .filter((l) => l.msg === "request completed")
      .map((l) => (l.req as { url: string }).url);
    expect(urls.slice(0, 3)).toEqual(["/api/postbacks/[redacted]", "/api/postbacks/[redacted]", "/api/postbacks/[redacted]"]);
  });

  it("logs the path without the query, truncated, whatever the client sends", async () => {
    const query = `q=${"a".repeat(MAX_URL_LENGTH - 100)}`;
    const res = await t.app.inject({ url: `/api/public/no-such-procedure?${query}` });
    expect(res.statusCode).toBe(404);
    const longPath = await t.app.inject({ url: `/${"p".repeat(1_500)}` });
    expect(longPath.statusCode).toBe(404);
    const requestLines = parsed().filter((l) => l.msg === "request completed");
    expect(requestLines.map((l) => (l.req as { url: string }).url)).toEqual(["/api/public/no-such-procedure", `/${"p".repeat(199)}…`]);
    for (const line of lines) expect(line.length).toBeLessThan(1_000);
  });

  it("answers 414 past the URL cap, and routes no path parameter longer than any route needs", async () => {
    const tooLong = await t.app.inject({ url: `/api/public/bookmakers.list?input=${"a".repeat(MAX_URL_LENGTH)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ error: { message: "URL too long", data: { code: "uri_too_long", httpStatus: 414 } } });
    // A parameter over the router's limit never reaches its handler (which would answer 401 for an
    // unknown postback key): the app's wildcard routes answer not found.
    const longParam = await t.app.inject({ url: `/api/postbacks/${"k".repeat(MAX_PARAM_LENGTH + 1)}` });
    expect(longParam.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/postbacks/${"k".repeat(MAX_PARAM_LENGTH)}` })).statusCode).toBe(401);
    // A batch of ten admin calls still fits in a path parameter.
    const batch = Array.from({ length: 10 }, () => "revenueReports.reportMapping").join(",");
    expect(batch.length).toBeLessThanOrEqual(MAX_PARAM_LENGTH);
    for (const line of lines) expect(line.length).toBeLessThan(1_000);
  });

  it("logs a failed statement without its parameters", async () => {
    const res = await t.app.inject({ url: "/api/test-only/failed-statement" });
    expect(res.statusCode).toBe(500);
    const errorLine = parsed().find((l) => l.msg === "request failed")!;
    expect(errorLine.err).toMatchObject({ type: "FailedStatement", code: "22P02", statement: "select $1::int as n" });
    for (const line of lines) expect(line).not.toContain("x".repeat(400));
    for (const line of lines) expect(line.length).toBeLessThan(1_500);
  });

  // PGlite runs in this process and has no statement timeout; PostgreSQL cancels the statement.
  it.runIf(driver === "pg")("logs a statement timeout as one short line", async () => {
    const res = await t.app.inject({ url: "/api/test-only/statement-timeout" });
    expect(res.statusCode).toBe(500);
    const errorLine = parsed().find((l) => l.msg === "request failed")!;
    expect(errorLine.err).toEqual({ type: "StatementTimeout", code: "57014", message: "statement canceled (statement timeout)" });
    expect(lines.find((l) => l.includes("StatementTimeout"))!.length).toBeLessThan(400);
  });
});

describe.each(testDrivers())("request lines in the demo (%s)", (driver) => {
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    // The embedded database (no DATABASE_URL) is the demo: its request lines are debug, below LOG_LEVEL=info.
    t = await createTestApp({
      driver,
      seed: false,
      env: { NODE_ENV: "test", LOG_LEVEL: "info" },
      deps: { logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
    });
  });
  afterAll(() => t.close());

  it("leaves the per-request lines out at info, so the first-admin link stays in view", async () => {
    expect(t.config.requestLogLevel).toBe("debug");
    expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    expect(lines.filter((l) => l.msg === "incoming request" || l.msg === "request completed")).toEqual([]);
  });
});
