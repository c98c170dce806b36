import { describe, expect, it } from "vitest";
import { isNotFoundError } from "./trpc-errors";

describe("isNotFoundError", () => {
  it("recognises an error whose domain code is not_found", () => {
    expect(isNotFoundError(Object.assign(new Error("Tournament Not Found"), { data: { code: "not_found", httpStatus: 404 } }))).toBe(true);
  });
  it("rejects other errors", () => {
    expect(isNotFoundError(Object.assign(new Error("x"), { data: { code: "internal" } }))).toBe(false);
    expect(isNotFoundError(new Error("x"))).toBe(false);
    expect(isNotFoundError(null)).toBe(false);
  });
});
