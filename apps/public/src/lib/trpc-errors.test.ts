import { describe, expect, it } from "vitest";
import { isNotFoundError } from "./trpc-errors";

describe("isNotFoundError", () => {
  it("recognises a tRPC NOT_FOUND error", () => {
    expect(isNotFoundError(Object.assign(new Error("Tournament Not Found"), { data: { code: "NOT_FOUND", httpStatus: 404 } }))).toBe(true);
  });
  it("rejects other errors", () => {
    expect(isNotFoundError(Object.assign(new Error("x"), { data: { code: "INTERNAL_SERVER_ERROR" } }))).toBe(false);
    expect(isNotFoundError(new Error("x"))).toBe(false);
    expect(isNotFoundError(null)).toBe(false);
  });
});
