import { describe, expect, it } from "vitest";
import { contentChangePayload, MAX_IDS_PER_NOTICE } from "@eb/api/testing";
import { affects, ContentChangeFeed, parseContentChange } from "./content-change-feed";

describe("parseContentChange", () => {
  it("reads the known topics and treats anything else as a change to everything", () => {
    expect(parseContentChange("bookmakers")).toBe("bookmakers");
    expect(parseContentChange("teams")).toBe("teams");
    expect(parseContentChange("")).toBe("all");
    expect(parseContentChange("matches")).toBe("all");
  });

  it("reads a change to some matches' content, and treats a malformed one as a change to everything", () => {
    expect(parseContentChange("odds:12,345")).toEqual({ topic: "odds", matchIds: [12, 345] });
    expect(parseContentChange(contentChangePayload("odds", [7]))).toEqual({ topic: "odds", matchIds: [7] });
    for (const bad of ["odds:", "odds:1,,2", "odds:-1", "odds:01", "odds:1e3", "odds:12345678901234567", "prices:1", "odds:1;drop"]) {
      expect(parseContentChange(bad), bad).toBe("all");
    }
  });

  it("announces a change to more matches than a notification may carry as a change to the topic", () => {
    const many = Array.from({ length: MAX_IDS_PER_NOTICE + 1 }, (_, i) => 9_000_000_000_000 + i);
    expect(parseContentChange(contentChangePayload("odds", many))).toBe("odds");
    const most = many.slice(0, MAX_IDS_PER_NOTICE);
    expect(contentChangePayload("odds", most).length).toBeLessThan(8_000);
    expect(parseContentChange(contentChangePayload("odds", most))).toEqual({ topic: "odds", matchIds: most });
  });
});

describe("affects", () => {
  it("matches a cache's topics, and 'all' matches every cache", () => {
    expect(affects("bookmakers", ["bookmakers"])).toBe(true);
    expect(affects("teams", ["bookmakers"])).toBe(false);
    expect(affects("all", ["bookmakers"])).toBe(true);
    expect(affects({ topic: "odds", matchIds: [1] }, ["odds"])).toBe(true);
    expect(affects({ topic: "odds", matchIds: [1] }, ["bookmakers"])).toBe(false);
  });
});

describe("ContentChangeFeed", () => {
  it("tells every subscriber until it unsubscribes, and next() resolves with the next change", async () => {
    const feed = new ContentChangeFeed();
    const seen: unknown[] = [];
    const off = feed.subscribe((c) => seen.push(c));
    const next = feed.next();
    feed.publish("teams");
    await expect(next).resolves.toBe("teams");
    off();
    feed.publish("bookmakers");
    expect(seen).toEqual(["teams"]);
  });
});
