import { afterEach, describe, expect, it } from "vitest";
import { asc, eq } from "@eb/db";
import { bookmakers } from "@eb/db/schema";
import { testDrivers } from "@eb/db/testing";
import { createTestApp, type TestApp } from "../testing/test-app";

/** The content fields the Edit Content dialog says the public pages show, checked on the rendered pages. */
describe.each(testDrivers())("bookmaker fields on the public pages (%s)", (driver) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it("the card's badge is the button text, and /bonuses names the bonus type", async () => {
    t = await createTestApp({ driver });
    expect((await t.app.inject({ url: "/bonuses" })).body).not.toContain("Other offer");
    const [first] = await t.handle.db.select({ id: bookmakers.id }).from(bookmakers).orderBy(asc(bookmakers.displayOrder)).limit(1);
    await t.handle.db.update(bookmakers).set({ buttonText: "Esports Exclusive", bonusType: "other" }).where(eq(bookmakers.id, first!.id));

    const home = await t.app.inject({ url: "/" });
    expect(home.body).toContain("Esports Exclusive");
    const bonuses = await t.app.inject({ url: "/bonuses" });
    expect(bonuses.body).toContain("Esports Exclusive");
    expect(bonuses.body).toContain("Other offer");
  });
});
