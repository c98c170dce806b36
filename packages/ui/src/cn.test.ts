import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins conditional classes like clsx", () => {
    const shown = { b: false };
    expect(cn("a", shown.b && "b", { c: true, d: false }, ["e"], null, undefined)).toBe("a c e");
  });
  it("keeps caller classes after the component's own, without merging conflicts away", () => {
    expect(cn("h-10 px-4", "mt-4 w-full")).toBe("h-10 px-4 mt-4 w-full");
    expect(cn("p-6", "p-2")).toBe("p-6 p-2");
  });
});
