import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins conditional classes like clsx", () => {
    expect(cn("a", false && "b", { c: true, d: false }, ["e"], null, undefined)).toBe("a c e");
  });
  it("keeps caller classes after the component's own", () => {
    expect(cn("h-10 px-4", "mt-4 w-full")).toBe("h-10 px-4 mt-4 w-full");
  });
});
