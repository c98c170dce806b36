import type { BrowserContext, Page } from "@playwright/test";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { ADMIN_TABS, fillVisitorEvents, openTab } from "./admin-screens";
import { sectionNav, sectionTab, signedInAdminPage } from "./flows";

/**
 * Issue 23: every admin tab works on a 360 px phone. Nothing makes the page scroll sideways; the tab
 * bar shows that it scrolls; whatever scrolls sideways inside the page (a wide table) is a named,
 * focusable region, so it can be reached and scrolled from the keyboard.
 */
const EMAIL = "e2e-phone@example.com";
const PHONE = { width: 360, height: 780 };

let server: AdminServer | undefined;
let context: BrowserContext | undefined;
let page: Page;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(180_000);
  server = await adminServers.open({ admins: [{ email: EMAIL, password: e2ePassword(EMAIL) }], fill: (db) => fillVisitorEvents(db) });
  ({ context, page } = await signedInAdminPage(browser, EMAIL, e2ePassword(EMAIL)));
  await page.setViewportSize(PHONE);
});
test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

/** The tab is on screen and nothing covers its middle (the scroll arrows sit over the row's edges). */
async function expectTabInClearView(p: Page, label: string) {
  const tab = sectionTab(p, label);
  await expect(tab).toBeInViewport({ ratio: 0.95 });
  await expect
    .poll(() =>
      tab.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)) && r.left >= 0 && r.right <= window.innerWidth;
      }),
    )
    .toBe(true);
}

type SidewaysBox = { what: string; focusable: boolean; name: string | null; holdsFocusable: boolean };

/** Every element on the page whose content is wider than itself and that scrolls to show it. */
function sidewaysScrollers(p: Page): Promise<SidewaysBox[]> {
  return p.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => {
        const overflowX = getComputedStyle(el).overflowX;
        return (overflowX === "auto" || overflowX === "scroll") && el.scrollWidth > el.clientWidth + 1 && el.offsetParent !== null;
      })
      .map((el) => ({
        what: el.outerHTML.slice(0, 120),
        focusable: el.tabIndex >= 0,
        name: el.getAttribute("aria-label") ?? el.getAttribute("aria-labelledby"),
        holdsFocusable: el.querySelector("a[href], button, input, select, textarea, [tabindex='0']") !== null,
      })),
  );
}

for (const tab of ADMIN_TABS) {
  test(`${tab.label} at 360 px: no sideways page scroll, and whatever scrolls sideways inside is a focusable, named region`, async () => {
    await openTab(page, tab);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectTabInClearView(page, tab.label);
    for (const box of await sidewaysScrollers(page)) {
      // The tab bar's row of links is reached link by link; anything else must take focus itself and say what it is.
      if (box.holdsFocusable && !box.focusable) continue;
      expect(box, `${box.what} scrolls sideways`).toMatchObject({ focusable: true, name: expect.any(String) });
    }
    // A table that scrolls can be scrolled from the keyboard once focused.
    const region = page.locator("[data-scrolls]").first();
    if ((await region.count()) > 0) {
      await region.focus();
      await expect(region).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    }
  });
}

test("at 360 px the tab bar shows which way more tabs are, and every tab can be reached and opened", async () => {
  const after = sectionNav(page).getByTestId("tabs-scroll-after");
  const before = sectionNav(page).getByTestId("tabs-scroll-before");
  await openTab(page, ADMIN_TABS[0]);
  await expect(after).toBeVisible();
  await expect(before).toHaveCount(0);
  // The arrow scrolls the row on: the tabs it hid come into view.
  await after.click();
  await expect(before).toBeVisible();
  // The last tab, opened from a deep link, is in view with the cue now on the other side.
  await page.goto(`${ADMIN_BASE}/admin/settings`);
  await expectTabInClearView(page, "Settings");
  await expect(before).toBeVisible();
  await expect(after).toHaveCount(0);
  // From the keyboard, each tab scrolls into view as it takes focus.
  for (const tab of ADMIN_TABS) {
    await sectionTab(page, tab.label).focus();
    await expectTabInClearView(page, tab.label);
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/settings$/);
});
