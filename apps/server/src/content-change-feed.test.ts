import { describe, expect, it } from "vitest";
import { affects, ContentChangeFeed, parseContentChange } from "./content-change-feed";

describe("parseContentChange", () => {
  it("reads the known topics and treats anything else as a change to everything", () => {
    expect(parseContentChange("bookmakers")).toBe("bookmakers");
    expect(parseContentChange("teams")).toBe("teams");
    expect(parseContentChange("")).toBe("all");
    expect(parseContentChange("matches")).toBe("all");
  });
});

describe("affects", () => {
  it("matches a cache's topics, and 'all' matches every cache", () => {
    expect(affects("bookmakers", ["bookmakers"])).toBe(true);
    expect(affects("teams", ["bookmakers"])).toBe(false);
    expect(affects("all", ["bookmakers"])).toBe(true);
  });
});

describe("ContentChangeFeed", () => {
  it("tells every subscriber until it unsubscribes, and next() resolves with the next change", async () => {
    const feed = new ContentChangeFeed();
    const seen: string[] = [];
    const off = feed.subscribe((c) => seen.push(c));
    const next = feed.next();
    feed.publish("teams");
    await expect(next).resolves.toBe("teams");
    off();
    feed.publish("bookmakers");
    expect(seen).toEqual(["teams"]);
  });
});
