import { describe, expect, it } from "vitest";
import { isNetworkFailure, queryView, type QueryState } from "./query-view";

const pending: QueryState<string[]> = { status: "pending", data: undefined, error: null };
const failed = (error: unknown): QueryState<string[]> => ({ status: "error", data: undefined, error });

describe("queryView", () => {
  it("shows loading while the first fetch runs", () => {
    expect(queryView(pending, undefined, true)).toEqual({ kind: "loading" });
  });
  it("shows the error, telling a network failure from a server error", () => {
    expect(queryView(failed(new Error("Internal server error")), undefined, true)).toEqual({ kind: "error", network: false });
    const trpcLike = Object.assign(new Error("Failed to fetch"), { cause: new TypeError("Failed to fetch") });
    expect(queryView(failed(trpcLike), undefined, true)).toEqual({ kind: "error", network: true });
    expect(queryView(failed(new Error("anything")), undefined, false)).toEqual({ kind: "error", network: true });
  });
  it("shows empty for an empty list, or by the caller's own rule", () => {
    expect(queryView({ status: "success", data: [], error: null }, undefined, true)).toEqual({ kind: "empty", data: [] });
    const noFactors = { status: "success" as const, data: { factors: [] as string[] }, error: null };
    expect(queryView(noFactors, (d) => d.factors.length === 0, true).kind).toBe("empty");
    expect(queryView({ status: "success", data: { n: 0 }, error: null }, undefined, true).kind).toBe("data");
  });
  it("keeps showing loaded data when a background refetch fails", () => {
    expect(queryView({ status: "error", data: ["a"], error: new Error("x") }, undefined, true)).toEqual({ kind: "data", data: ["a"] });
  });
});

describe("isNetworkFailure", () => {
  it("is false for errors the server answered", () => {
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined"), true)).toBe(false);
    expect(isNetworkFailure(null, true)).toBe(false);
  });
});
