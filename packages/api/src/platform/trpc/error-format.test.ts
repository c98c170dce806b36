import { describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import pino from "pino";
import { z } from "zod";
import type { Db } from "@eb/db";
import { testContext } from "../../testing/context";
import { domainCodeOf, formatError } from "./error-format";
import { createCallerFactory, publicProcedure, router } from "./public";

/** Two procedures whose failures tRPC builds itself: a refused input, and an answer that fails its `.output()`. */
const probe = router({
  echo: publicProcedure
    .input(z.object({ n: z.number() }))
    .output(z.object({ n: z.number() }))
    // A server bug: the answer does not match the schema it declares.
    .query(({ input }) => ({ n: (input.n > 0 ? input.n : "none") as number })),
});

/** The error tRPC raised for a call, formatted as the browser would receive it, with what was logged. */
async function failureOf(n: unknown) {
  const logged: unknown[] = [];
  const log = pino({ level: "error" }, { write: (line: string) => void logged.push(JSON.parse(line)) });
  // No procedure here touches the database.
  const ctx = testContext(null as unknown as Db, new Date("2026-03-01T10:00:00Z"), { log });
  const error = await createCallerFactory(probe)(ctx)
    .echo({ n } as { n: number })
    .then(
      () => expect.fail("the call should fail"),
      (err: unknown) => err,
    );
  if (!(error instanceof TRPCError)) throw error;
  const shape = { message: error.message, code: -32000, data: { httpStatus: getHTTPStatusCodeFromError(error) } };
  return { code: domainCodeOf(error), body: formatError({ shape, error, ctx }), logged };
}

describe("the error formatter and zod", () => {
  it("answers a refused input as invalid_input naming the field", async () => {
    const { code, body, logged } = await failureOf("seven");
    expect(code).toBe("invalid_input");
    expect(body).toMatchObject({ data: { code: "invalid_input", httpStatus: 400, issues: [{ path: "n" }] } });
    expect(logged).toEqual([]);
  });

  it("answers an answer that fails its output schema as internal, without its issues, and logs it", async () => {
    const { code, body, logged } = await failureOf(-1);
    expect(code).toBe("internal");
    expect(body).toEqual({ message: "Internal server error", code: -32000, data: { code: "internal", httpStatus: 500 } });
    expect(logged).toMatchObject([{ msg: "procedure failed", requestId: "test" }]);
  });
});
