import type { BrowserContext, Page } from "@playwright/test";
import { ADMIN_BASE, expect, test } from "./admin-server";
import { adminCall, bookmakerContent } from "./admin-screens";
import { announced, dropTargetsMeasured } from "./flows";
import { closeOpened } from "../../support/close-opened";
import { adminOrder, card, homeOrder, openBookmakersWorld, toast, visibilityOf, visitorSees as visitorSeesOn, type BookmakersWorld } from "./bookmakers-page";

/**
 * The Bookmakers tab's list: its order, dragged with the mouse or moved with the keyboard, each step
 * announced, saved and seen by visitors; its layout at 375 px; a reorder the server refuses is put
 * back. (Editing, creating and archiving are in bookmakers.spec.ts.)
 */

// The shared contract's message, word for word.
const STALE_ORDER = "The list changed since it was loaded. Reload and try again.";
const HOME = `${ADMIN_BASE}/`;

let world: BookmakersWorld | undefined;
let editor: { context: BrowserContext; page: Page };
let creator: { context: BrowserContext; page: Page };
let visitor: Page;

test.describe.configure({ mode: "serial" });
test.setTimeout(60_000);

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(180_000);
  world = await openBookmakersWorld(browser, adminServers, ["e2e-list-editor@example.com", "e2e-list-creator@example.com"]);
  [editor, creator] = world.admins as [typeof editor, typeof creator];
  visitor = world.visitor;
});
test.afterAll(async () => {
  await closeOpened(...(world?.admins ?? []), world?.visitorContext);
  await world?.server.stop();
});

const visitorSees = (url: string, check: (page: Page) => Promise<void>) => visitorSeesOn(visitor, url, check);
const adminApi = adminCall;

test("dragging with the mouse reorders the list at once, saves it, and visitors see the new order", async () => {
  const { page } = editor;
  const from = page.getByRole("button", { name: "Reorder Nordic Odds" });
  const to = page.getByRole("button", { name: "Reorder Vortex Bet" });
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 - 10, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await announced(page, "Nordic Odds was moved into position 1 of 6.");
  await page.mouse.up();

  const order = ["Nordic Odds", "Vortex Bet", "PixelPlay", "GridWager", "Apex Sportsbook", "Lucky Frag"];
  await expect.poll(() => adminOrder(page)).toEqual(order);
  await toast(
    page,
    "Order updated",
    "Bookmaker order has been saved successfully.",
    visitorSees(HOME, (v) => homeOrder(v, order)),
  );
  await page.reload();
  await expect.poll(() => adminOrder(page)).toEqual(order);
});

test("the keyboard reorders too: Space picks up, arrows move, Space drops, each step announced", async () => {
  const { page } = editor;
  await page.getByRole("button", { name: "Reorder Lucky Frag" }).focus();
  await page.keyboard.press("Space");
  await announced(page, "Picked up Lucky Frag. It is in position 6 of 6.");
  await dropTargetsMeasured(page);
  await page.keyboard.press("ArrowUp");
  await announced(page, "Lucky Frag was moved into position 5 of 6.");
  await page.keyboard.press("ArrowUp");
  await announced(page, "Lucky Frag was moved into position 4 of 6.");
  await page.keyboard.press("Space");
  await announced(page, "Lucky Frag was dropped at position 4 of 6.");

  const order = ["Nordic Odds", "Vortex Bet", "PixelPlay", "Lucky Frag", "GridWager", "Apex Sportsbook"];
  await expect.poll(() => adminOrder(page)).toEqual(order);
  await toast(
    page,
    "Order updated",
    "Bookmaker order has been saved successfully.",
    visitorSees(HOME, (v) => homeOrder(v, order)),
  );
});

test("at 375 px the cards and the Edit Content dialog fit without sideways scrolling", async () => {
  const { page } = editor;
  await page.setViewportSize({ width: 375, height: 812 });
  try {
    await page.reload();
    const vortex = card(page, "Vortex Bet");
    for (const control of [
      vortex.getByRole("button", { name: "Edit Content: Vortex Bet" }),
      visibilityOf(vortex, "Vortex Bet"),
      vortex.getByRole("switch", { name: "Featured: Vortex Bet" }),
      vortex.getByRole("button", { name: "Save redirect slug of Vortex Bet" }),
    ]) {
      await control.scrollIntoViewIfNeeded();
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await vortex.getByRole("button", { name: "Edit Content: Vortex Bet" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Content: Vortex Bet" });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await dialog.getByRole("button", { name: "Cancel" }).click();
  } finally {
    await page.setViewportSize({ width: 1280, height: 720 });
  }
});

test("a reorder the server refuses shows the failure toast and puts the previous order back", async () => {
  const { page } = creator;
  await page.reload();
  const before = await adminOrder(page);
  // Another admin adds a bookmaker after this page loaded its list: this order no longer names them all.
  await adminApi(page, "bookmakers.create", {
    content: bookmakerContent({ name: "Shadow Bet", rating: 3.5, bonusType: "other" }),
  });

  await page.getByRole("button", { name: `Reorder ${before[1]}` }).focus();
  await page.keyboard.press("Space");
  await announced(page, `Picked up ${before[1]}. It is in position 2 of ${before.length}.`);
  await dropTargetsMeasured(page);
  await page.keyboard.press("ArrowUp");
  await announced(page, `${before[1]} was moved into position 1 of ${before.length}.`);
  await page.keyboard.press("Space");
  await toast(page, "Failed to update bookmaker order. Please try again.", STALE_ORDER);
  expect(await adminOrder(page)).toEqual(before);

  await page.reload();
  expect((await adminOrder(page)).at(-1)).toBe("Shadow Bet");
  await visitor.goto(HOME);
  await homeOrder(
    visitor,
    before.filter((n) => n !== "Quantum Odds"),
  );
});
