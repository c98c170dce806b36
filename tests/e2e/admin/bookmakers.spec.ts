import type { BrowserContext, Page, Request } from "@playwright/test";
import { ADMIN_BASE, expect, test } from "./admin-server";
import { adminCall } from "./admin-screens";
import { closeOpened } from "../../support/close-opened";
import {
  adminOrder,
  apiBookmaker,
  bonusesCard,
  card,
  ctaLinksTo,
  homeBookmakers,
  homeCard,
  openBookmakersWorld,
  redirectOf,
  sortableList,
  toast,
  visibilityOf,
  visitorSees as visitorSeesOn,
  type ApiBookmaker,
  type BookmakersWorld,
} from "./bookmakers-page";

// The spec's texts (section 8 toasts) and the shared contract's messages, word for word.
const RATING_RANGE = "Rating must be a number from 1 to 5";
const SLUG_FORMAT = "Use lowercase letters, digits and single hyphens (for example my-bookmaker)";
const SLUG_NEEDS_URL = "Add a website or affiliate URL before setting a redirect slug";
const STALE_BOOKMAKER = "This bookmaker was changed by someone else since you opened it. Reload to see the latest version.";
const SEEDED = ["Vortex Bet", "Nordic Odds", "PixelPlay", "GridWager", "Apex Sportsbook", "Lucky Frag"];

const HOME = `${ADMIN_BASE}/`;
const BONUSES = `${ADMIN_BASE}/bonuses`;

let world: BookmakersWorld | undefined;
let editor: { context: BrowserContext; page: Page };
let creator: { context: BrowserContext; page: Page };
let visitor: Page;

test.describe.configure({ mode: "serial" });
test.setTimeout(60_000);

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(180_000);
  world = await openBookmakersWorld(browser, adminServers, ["e2e-bookmakers-editor@example.com", "e2e-bookmakers-creator@example.com"]);
  [editor, creator] = world.admins as [typeof editor, typeof creator];
  visitor = world.visitor;
});
test.afterAll(async () => {
  await closeOpened(...(world?.admins ?? []), world?.visitorContext);
  await world?.server.stop();
});

const visitorSees = (url: string, check: (page: Page) => Promise<void>) => visitorSeesOn(visitor, url, check);
const adminApi = adminCall;

test("the tab lists every bookmaker in display order with its visibility, badge, rating, switch, slug and clicks", async () => {
  const { page } = editor;
  expect(await adminOrder(page)).toEqual(SEEDED);
  const vortex = card(page, "Vortex Bet");
  // One state for what visitors get, in place of a publish status badge, an Active switch and a status select.
  await expect(visibilityOf(vortex, "Vortex Bet")).toHaveValue("live");
  await expect(visibilityOf(vortex, "Vortex Bet").locator("option:checked")).toHaveText("Live: shown to visitors");
  await expect(vortex.getByRole("switch", { name: /^Active/ })).toHaveCount(0);
  await expect(vortex.getByText("Featured", { exact: true }).first()).toBeVisible();
  await expect(vortex.getByLabel("Rating 4.8 out of 5")).toBeVisible();
  await expect(vortex.getByRole("button", { name: "Edit Content: Vortex Bet" })).toBeVisible();
  await expect(vortex.getByRole("switch", { name: "Featured: Vortex Bet" })).toBeChecked();
  await expect(vortex.getByLabel("Redirect Slug", { exact: true })).toHaveValue("vortex-bet");
  await expect(vortex.getByRole("link", { name: /\/go\/vortex-bet/ })).toHaveAttribute("href", "/go/vortex-bet");
  await expect(vortex.getByTestId("click-count")).toHaveText(/^\d+ \/go clicks?$/);
  await expect(card(page, "Nordic Odds").getByRole("switch", { name: "Featured: Nordic Odds" })).not.toBeChecked();
  await expect(card(page, "Nordic Odds").getByText("Featured", { exact: true })).toHaveCount(1); // the switch's label only
});

test("a failed load shows 'Data Loading Error' and Retry loads the list", async () => {
  const { page } = editor;
  const list = /\/api\/admin\/[^?]*bookmakers\.list/;
  await page.route(list, (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "down" }));
  await page.reload();
  // The list's boundary comes first; the Manual Data Operations block below may fail too when its
  // query went out in the same batched request.
  await expect(page.getByRole("alert").first()).toContainText("Data Loading Error");
  await page.unroute(list);
  await page.getByRole("button", { name: "Retry" }).first().click();
  await expect(card(page, "Vortex Bet")).toBeVisible();
});

test("Edit Content shows every field with where it is used, and a save reaches the home page and /bonuses", async () => {
  const { page } = editor;
  await card(page, "Vortex Bet").getByRole("button", { name: "Edit Content: Vortex Bet" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Content: Vortex Bet" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue("Vortex Bet");
  await expect(dialog.getByLabel("Rating")).toHaveValue("4.8");
  await expect(dialog.getByLabel("Bonus Type")).toHaveValue("deposit");
  await expect(dialog.getByLabel("Bonus Type").locator("option")).toHaveCount(6);
  await expect(dialog.getByLabel("CTA Text")).toHaveAttribute("placeholder", "Claim 100% up to €200");
  await expect(dialog.getByLabel("Affiliate URL (admin only)")).toHaveValue("https://vortexbet.example/welcome?aff=esb-demo");
  await expect(dialog.getByText("Admin only, never shown to visitors", { exact: false })).toBeVisible();
  await expect(dialog.getByLabel("Button Text")).toHaveAccessibleDescription(/Shown on: home page cards and \/bonuses, as the badge/);
  await expect(dialog.getByLabel("Feature 1 title")).toHaveValue("Live map betting");

  await dialog.getByLabel("Button Text").fill("Esports Special");
  await dialog.getByLabel("Bonus", { exact: true }).fill("150% up to €300");
  await expect(dialog.getByLabel("CTA Text")).toHaveAttribute("placeholder", "Claim 150% up to €300");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await toast(page, "Content updated", null, async () => {
    await visitorSees(HOME, async (v) => {
      await expect(homeCard(v, "Vortex Bet").getByText("Esports Special")).toBeVisible({ timeout: 100 });
      await expect(homeCard(v, "Vortex Bet").getByText("150% up to €300", { exact: true })).toBeVisible({ timeout: 100 });
    })();
    await visitorSees(BONUSES, async (v) => {
      await expect(bonusesCard(v, "Vortex Bet").getByText("Esports Special")).toBeVisible({ timeout: 100 });
      await expect(bonusesCard(v, "Vortex Bet").getByText("150% up to €300", { exact: true })).toBeVisible({ timeout: 100 });
    })();
  });
  await expect(dialog).toBeHidden();
});

test("a rating typed as 'abc' shows the rating message and nothing is saved", async () => {
  const { page } = editor;
  const saves: string[] = [];
  const recordSave = (r: Request) => {
    if (r.method() === "POST" && r.url().includes("/api/admin/")) saves.push(r.url());
  };
  page.on("request", recordSave);
  await card(page, "Nordic Odds").getByRole("button", { name: "Edit Content: Nordic Odds" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Content: Nordic Odds" });
  await dialog.getByLabel("Rating").fill("abc");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(RATING_RANGE);
  await expect(dialog.getByLabel("Rating")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  page.off("request", recordSave);
  expect(saves).toEqual([]);
  await expect(card(page, "Nordic Odds").getByLabel("Rating 4.6 out of 5")).toBeVisible();
  await page.reload();
  await expect(card(page, "Nordic Odds").getByLabel("Rating 4.6 out of 5")).toBeVisible();
});

test("the Featured switch and the visibility save at once and visitors see the change", async () => {
  const { page } = editor;
  const nordic = card(page, "Nordic Odds");
  await nordic.getByRole("switch", { name: "Featured: Nordic Odds" }).click();
  await toast(
    page,
    "Featured status updated",
    null,
    visitorSees(HOME, async (v) => expect(homeCard(v, "Nordic Odds").getByText("EDITOR'S CHOICE")).toBeVisible({ timeout: 100 })),
  );
  await expect(nordic.getByRole("switch", { name: "Featured: Nordic Odds" })).toBeChecked();
  await expect(nordic.getByText("Featured", { exact: true })).toHaveCount(2); // the badge and the switch's label

  const pixel = card(page, "PixelPlay");
  await visibilityOf(pixel, "PixelPlay").selectOption("paused");
  await toast(
    page,
    "Status updated",
    null,
    visitorSees(HOME, async (v) => {
      await expect(homeCard(v, "Vortex Bet")).toBeVisible({ timeout: 100 });
      await expect(homeCard(v, "PixelPlay")).toHaveCount(0);
    }),
  );
  await expect(visibilityOf(pixel, "PixelPlay").locator("option:checked")).toHaveText("Paused: hidden for now");
  await visibilityOf(pixel, "PixelPlay").selectOption("live");
  await toast(
    page,
    "Status updated",
    null,
    visitorSees(BONUSES, async (v) => expect(bonusesCard(v, "PixelPlay")).toBeVisible({ timeout: 100 })),
  );
});

test("a new redirect slug is saved, the old one keeps working, and both redirect to the stored target", async () => {
  const { page } = editor;
  const grid = card(page, "GridWager");
  await grid.getByLabel("Redirect Slug", { exact: true }).fill("Bad Slug");
  await grid.getByRole("button", { name: "Save redirect slug of GridWager" }).click();
  await expect(grid.getByRole("alert")).toHaveText(SLUG_FORMAT);

  await grid.getByLabel("Redirect Slug", { exact: true }).fill("  gridwager-esports ");
  await grid.getByRole("button", { name: "Save redirect slug of GridWager" }).click();
  await toast(
    page,
    "Redirect updated",
    null,
    visitorSees(HOME, async (v) => ctaLinksTo(homeCard(v, "GridWager"), "Claim €10 no-deposit bonus", "/go/gridwager-esports")),
  );
  await expect(grid.getByLabel("Redirect Slug", { exact: true })).toHaveValue("gridwager-esports");
  await expect(grid.getByText("Older slugs that still work: gridwager")).toBeVisible();
  await expect(grid.getByRole("link", { name: /\/go\/gridwager-esports/ })).toHaveAttribute("href", "/go/gridwager-esports");

  const target = "https://gridwager.example/?btag=esb-demo";
  expect(await redirectOf(visitor, "gridwager-esports")).toEqual({ status: 302, location: target });
  expect(await redirectOf(visitor, "gridwager")).toEqual({ status: 302, location: target });
});

test("a save made from an outdated version is refused with the server's reason, and works after the reload", async () => {
  const { page } = editor;
  const apex = await apiBookmaker(page, "Apex Sportsbook");
  // Another admin's change, made after this page loaded its list.
  await adminApi(page, "bookmakers.setFeatured", { id: apex.id, version: apex.version, featured: true });

  await card(page, "Apex Sportsbook").getByRole("button", { name: "Edit Content: Apex Sportsbook" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Content: Apex Sportsbook" });
  await dialog.getByLabel("Bonus", { exact: true }).fill("Bet €20 get €40");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await toast(page, "Failed to update bookmaker content.", STALE_BOOKMAKER);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  // The list was reloaded: the other admin's change shows, and the next save carries the new version.
  await expect(card(page, "Apex Sportsbook").getByRole("switch", { name: "Featured: Apex Sportsbook" })).toBeChecked();
  await card(page, "Apex Sportsbook").getByRole("button", { name: "Edit Content: Apex Sportsbook" }).click();
  await dialog.getByLabel("Bonus", { exact: true }).fill("Bet €20 get €40");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await toast(
    page,
    "Content updated",
    null,
    visitorSees(BONUSES, async (v) => expect(bonusesCard(v, "Apex Sportsbook").getByText("Bet €20 get €40", { exact: true })).toBeVisible({ timeout: 100 })),
  );
});

test("at 1400 px each bookmaker takes one row (two with its older slugs listed), so the list ends well before Manual Data Operations", async () => {
  const { page } = editor;
  await page.setViewportSize({ width: 1400, height: 900 });
  try {
    await page.reload();
    const cards = sortableList(page).getByTestId("bookmaker-card");
    await expect(cards).toHaveCount(SEEDED.length);
    for (const c of await cards.all()) {
      // The name, visibility, Featured switch, slug, clicks and Edit Content share one row (the slug's
      // field rises a little when the older slugs that still work are listed under it).
      const tops = await c.evaluate((el) =>
        [
          el.querySelector("h3"),
          el.querySelector("select"),
          el.querySelector('[role="switch"]'),
          el.querySelector("input"),
          el.querySelector('[data-testid="click-count"]'),
          el.querySelector("button[aria-label^='Edit Content']"),
        ].map((n) => {
          const r = n!.getBoundingClientRect();
          return Math.round(r.top + r.height / 2);
        }),
      );
      expect(Math.max(...tops) - Math.min(...tops), `${await c.getAttribute("aria-labelledby")}: controls on one row`).toBeLessThanOrEqual(24);
      expect((await c.boundingBox())!.height).toBeLessThanOrEqual(80);
    }
    const list = (await sortableList(page).boundingBox())!;
    expect(list.height).toBeLessThanOrEqual(SEEDED.length * 80);
  } finally {
    await page.setViewportSize({ width: 1280, height: 720 });
  }
});

test("Add Bookmaker creates a draft last in the order; publishing it, its URLs and a slug each reach visitors", async () => {
  const { page } = creator;
  await page.reload();
  await page.getByRole("button", { name: "Add Bookmaker" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Bookmaker" });
  await expect(dialog.getByLabel("Button Text")).toHaveValue("Welcome Bonus");
  await dialog.getByLabel("Name").fill("Quantum Odds");
  await dialog.getByLabel("Rating").fill("4.3");
  await dialog.getByLabel("Bonus", { exact: true }).fill("€25 free bet");
  await dialog.getByLabel("Bonus Type").selectOption({ label: "Free bets" });
  // Its key terms: where nobody could tell where the visitor is, the demo rules show a bonus only beside them (issue 26).
  await dialog.getByLabel("Terms Highlight").fill("Free bet expires after 7 days.");
  await dialog.getByRole("button", { name: "Add Key Feature" }).click();
  await dialog.getByLabel("Feature 1 title").fill("Instant payouts");
  await dialog.getByRole("button", { name: "Add Bookmaker" }).click();
  await toast(page, "Bookmaker added");
  await expect(dialog).toBeHidden();

  const quantum = card(page, "Quantum Odds");
  expect((await adminOrder(page)).at(-1)).toBe("Quantum Odds");
  // A new bookmaker is active but a draft: the card says "Draft", the one thing that counts.
  await expect(visibilityOf(quantum, "Quantum Odds").locator("option:checked")).toHaveText("Draft: not published yet");
  await visitor.goto(HOME);
  await expect(homeCard(visitor, "Vortex Bet")).toBeVisible();
  await expect(homeCard(visitor, "Quantum Odds")).toHaveCount(0);

  // Live, but without a licence it is offered nowhere (issue 36): the toast says so, and visitors do not see it.
  await visibilityOf(quantum, "Quantum Odds").selectOption("live");
  await toast(page, "Status updated", "Not shown anywhere: no licences set. Set where it may be offered on the Jurisdictions tab.");
  await expect(visibilityOf(quantum, "Quantum Odds")).toHaveValue("live");
  await expect(quantum).toContainText("Not shown anywhere: no licences set");
  await visitor.goto(HOME);
  await expect(homeCard(visitor, "Vortex Bet")).toBeVisible();
  await expect(homeCard(visitor, "Quantum Odds")).toHaveCount(0);
  // Licensed everywhere, as the Jurisdictions tab saves it: visitors see it.
  const licence = (await adminCall<{ bookmakerId: number; name: string; revision: string }[]>(page, "jurisdictions.licences")).find(
    (l) => l.name === "Quantum Odds",
  )!;
  await adminCall(page, "jurisdictions.saveLicence", {
    bookmakerId: licence.bookmakerId,
    loaded: licence.revision,
    mode: "everywhere_except",
    jurisdictions: [],
    urls: [],
  });
  await visitorSees(HOME, async (v) => expect(homeCard(v, "Quantum Odds").getByText("Instant payouts")).toBeVisible({ timeout: 100 }))();

  // No URL yet: the server refuses a slug and says why.
  await quantum.getByLabel("Redirect Slug", { exact: true }).fill("quantum-odds");
  await quantum.getByRole("button", { name: "Save redirect slug of Quantum Odds" }).click();
  await toast(page, "Failed to update redirect URL.", SLUG_NEEDS_URL);

  await quantum.getByRole("button", { name: "Edit Content: Quantum Odds" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Content: Quantum Odds" });
  await edit.getByLabel("Website URL").fill("https://quantumodds.example/");
  await edit.getByLabel("Affiliate URL (admin only)").fill("https://quantumodds.example/join?aff=esb");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await toast(
    page,
    "Content updated",
    null,
    visitorSees(BONUSES, async (v) => ctaLinksTo(bonusesCard(v, "Quantum Odds"), "Claim €25 free bet", "https://quantumodds.example/")),
  );
  // The affiliate URL stays on the admin side.
  expect(await visitor.content()).not.toContain("aff=esb");

  await quantum.getByRole("button", { name: "Save redirect slug of Quantum Odds" }).click();
  await toast(
    page,
    "Redirect updated",
    null,
    visitorSees(HOME, async (v) => ctaLinksTo(homeCard(v, "Quantum Odds"), "Claim €25 free bet", "/go/quantum-odds")),
  );
  expect(await redirectOf(visitor, "quantum-odds")).toEqual({ status: 302, location: "https://quantumodds.example/join?aff=esb" });
});

test("an archived bookmaker leaves the list for the collapsed Archived group, stays editable, and can come back", async () => {
  const { page } = creator;
  await visibilityOf(card(page, "Quantum Odds"), "Quantum Odds").selectOption("archived");
  await toast(
    page,
    "Status updated",
    null,
    visitorSees(HOME, async (v) => {
      await expect(homeCard(v, "Vortex Bet")).toBeVisible({ timeout: 100 });
      await expect(homeCard(v, "Quantum Odds")).toHaveCount(0);
    }),
  );
  expect(await adminOrder(page)).not.toContain("Quantum Odds");
  const group = page.getByTestId("archived-group");
  await expect(group.getByText("Archived (1)")).toBeVisible();
  await expect(card(page, "Quantum Odds")).toBeHidden();
  await group.getByText("Archived (1)").click();
  const archived = card(page, "Quantum Odds");
  await expect(visibilityOf(archived, "Quantum Odds")).toHaveValue("archived");
  await expect(archived.getByRole("button", { name: "Edit Content: Quantum Odds" })).toBeEnabled();
  await expect(archived.getByRole("button", { name: "Reorder Quantum Odds" })).toHaveCount(0);

  await visibilityOf(archived, "Quantum Odds").selectOption("draft");
  await toast(page, "Status updated");
  await expect(group).toHaveCount(0);
  expect(await adminOrder(page)).toContain("Quantum Odds");
});

test("a visitor already browsing sees an edit on the next page they open in the site, without a reload", async () => {
  const { page } = creator;
  await visitor.goto(BONUSES);
  await expect(bonusesCard(visitor, "Lucky Frag")).toBeVisible();
  // Client-side navigation from here on: a full page load would make the visitor's document new.
  await visitor.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  const lucky = await apiBookmaker(page, "Lucky Frag");
  const switchedOff = await adminApi<ApiBookmaker>(page, "bookmakers.setActive", { id: lucky.id, version: lucky.version, active: false });

  await visitor.getByRole("banner").getByRole("link", { name: "Home", exact: true }).click();
  await expect(homeCard(visitor, "Lucky Frag")).toHaveCount(0, { timeout: 1_000 });
  await expect(homeBookmakers(visitor).first()).toBeVisible();
  expect(await visitor.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

  await adminApi(page, "bookmakers.setActive", { id: lucky.id, version: switchedOff.version, active: true });
  await visitor.getByRole("banner").getByRole("link", { name: "Bonuses", exact: true }).click();
  await expect(bonusesCard(visitor, "Lucky Frag")).toBeVisible({ timeout: 1_000 });
  expect(await visitor.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
