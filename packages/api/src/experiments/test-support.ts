import type { Db } from "@eb/db";
import { advance, signedInAdmin } from "../identity/test-support";
import type { AbPlace, AbTargetMetric } from "../contracts/experiments";

export const TEST_HERO = { headline: "Bet smarter on esports", text: "Ratings, bonuses and every match in one place." };

/**
 * A signed-in admin at the A/B Testing Framework. `api()` moves the clock 20 s before each call:
 * the server throttles admin mutations (20 per 5 minutes), and these tests make more than that.
 */
export async function abTestsLab(db: Db, clock: { now: Date }) {
  const admin = await signedInAdmin(db, clock, "lab@example.com");
  const api = () => {
    advance(clock, 20_000);
    return admin.browser.api.abTests;
  };
  /** A started home-hero test: Control and Variant A at 50% each, Variant A with TEST_HERO. */
  const runningHeroTest = async (opts: { targetMetric?: AbTargetMetric; place?: AbPlace } = {}) => {
    const test = await api().create({ name: "Hero", place: "home_hero", ...opts });
    await api().updateVariants({
      id: test.id,
      variants: test.variants.map((v) => ({ id: v.id, name: v.name, allocation: 50, config: v.isControl ? {} : TEST_HERO })),
    });
    return api().transition({ id: test.id, action: "start" });
  };
  return { admin, api, runningHeroTest };
}
