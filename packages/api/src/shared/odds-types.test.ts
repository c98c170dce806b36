import { describe, expect, it } from "vitest";
import { ODDS_SOURCES, type OddsSourceName } from "@eb/db/schema";
import type { OddsSourceLabel } from "./odds-types";

/** True only when A and B are the same type (not merely assignable one way). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

describe("OddsSourceLabel", () => {
  it("is every feed the database stores a price from, no more and no fewer (a type check: tsc fails first)", () => {
    const same: Same<OddsSourceLabel, OddsSourceName> = true;
    const labels: readonly OddsSourceLabel[] = ODDS_SOURCES;
    expect(same).toBe(true);
    expect(labels).toEqual(["the-odds-api", "stadar", "odds-api-io", "demo"]);
  });
});
