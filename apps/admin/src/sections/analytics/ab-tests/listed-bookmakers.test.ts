import { describe, expect, it } from "vitest";
import type { AdminBookmaker } from "./ab-test-types";
import { listedBookmakers } from "./listed-bookmakers";

const bookmaker = (id: number, active: boolean, publishStatus: AdminBookmaker["publishStatus"]) => ({ id, active, publishStatus }) as AdminBookmaker;

describe("the bookmakers a variant may feature", () => {
  it("are only the active and published ones, in their order", () => {
    const list = [
      bookmaker(1, true, "published"),
      bookmaker(2, false, "published"),
      bookmaker(3, true, "draft"),
      bookmaker(4, true, "archived"),
      bookmaker(5, true, "published"),
    ];
    expect(listedBookmakers(list).map((b) => b.id)).toEqual([1, 5]);
  });
});
