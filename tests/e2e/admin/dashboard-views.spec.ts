import type { BrowserContext, Page } from "@playwright/test";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { signedInAdminPage } from "./flows";
import { closeOpened } from "../../support/close-opened";

const OWNER = "e2e-views-owner@example.com";
const OTHER = "e2e-views-other@example.com";
const password = e2ePassword;

let server: AdminServer | undefined;
let owner: { context: BrowserContext; page: Page };
let other: { context: BrowserContext; page: Page };

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

/** The parts the three-component view leaves out (the built-in tab shows them all). */
const HIDDEN = ["Smart Alerts", "Real-Time Updates", "Export", "Traffic", "Top Performing Bookmakers", "Recent Events", "Predictive Analytics"];

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const viewsCard = (page: Page) => region(page, "Custom Dashboard Views");
const toastWith = (page: Page, title: string) =>
  page
    .getByRole("status", { name: "Notifications" })
    .locator(":scope > div")
    .filter({ has: page.getByText(title, { exact: true }) });
const picker = (page: Page) => page.getByRole("combobox", { name: "Dashboard view" });

/** A tRPC query as the admin app sends it (same origin, the admin client's header). */
function adminGet(page: Page, path: string, input?: unknown) {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return page.request.get(`${ADMIN_BASE}/api/admin/${path}${query}`, { headers: { "x-eb-admin": "1", origin: ADMIN_BASE } });
}

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(240_000);
  server = await adminServers.open({ admins: [OWNER, OTHER].map((email) => ({ email, password: password(email) })) });
  owner = await signedInAdminPage(browser, OWNER, password(OWNER));
  other = await signedInAdminPage(browser, OTHER, password(OTHER));
});
test.afterAll(async () => {
  await closeOpened(owner, other);
  await server?.stop();
});

test("a view with three components in a list, set as default, is what the Analytics tab shows after a reload", async () => {
  const { page } = owner;
  await page.goto(`${ADMIN_BASE}/admin/analytics`);
  // No view yet: the built-in tab shows everything.
  await expect(region(page, "Smart Alerts")).toBeVisible();
  await expect(region(page, "Export")).toBeVisible();
  await expect(viewsCard(page).getByText("No saved views yet.")).toBeVisible();

  await viewsCard(page).getByRole("button", { name: "New View" }).click();
  const dialog = page.getByRole("dialog", { name: "New Dashboard View" });
  await dialog.getByRole("button", { name: "Save View" }).click();
  await expect(dialog.getByText("Please enter a view name")).toBeVisible();
  await expect(dialog.getByText("Please select at least one component")).toBeVisible();

  await dialog.getByLabel("View name").fill("Three in a list");
  await dialog.getByLabel("Layout").selectOption("list");
  for (const name of ["Bookmaker Performance", "Content Performance", "User Behavior"]) await dialog.getByRole("checkbox", { name, exact: true }).check();
  await dialog.getByLabel("Primary colour").fill("#10b981");
  await dialog.getByLabel("Refresh interval (seconds)").fill("45");
  await dialog.getByRole("button", { name: "Save View" }).click();
  await expect(page.getByText("Dashboard view created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  const item = viewsCard(page).getByRole("listitem", { name: "Three in a list" });
  await expect(item).toContainText("list layout · 3 components · every 45 s");
  await item.getByRole("button", { name: "Set as Default" }).click();
  await expect(page.getByText("Default dashboard view updated")).toBeVisible();
  await expect(item.getByText("Default", { exact: true })).toBeVisible();

  await page.reload();
  const view = page.getByRole("group", { name: "Dashboard view: Three in a list" });
  await expect(view).toBeVisible();
  await expect(picker(page).locator("option:checked")).toHaveText("Three in a list (default)");
  await expect(view).toHaveAttribute("data-layout", "list");
  await expect(view.locator("[data-component]")).toHaveCount(3);
  for (const name of ["Bookmaker Performance Analysis", "Content Performance Tracking", "User Behavior Analytics"])
    await expect(region(page, name)).toBeVisible();
  for (const name of HIDDEN) await expect(region(page, name)).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Page Views", exact: true })).toHaveCount(0);
  expect(await view.evaluate((el) => getComputedStyle(el).getPropertyValue("--view-primary").trim())).toBe("#10b981");

  // The picker switches back to the built-in tab.
  await picker(page).selectOption({ label: "Default" });
  for (const name of HIDDEN) await expect(region(page, name)).toBeVisible();
  await expect(view).toHaveCount(0);
});

test("the view refreshes the figures at its own interval (45 s), not every 30 s", async () => {
  const { page } = owner;
  await page.clock.install();
  const fetches: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("analytics.dashboard")) fetches.push(r.url());
  });
  await page.goto(`${ADMIN_BASE}/admin/analytics`);
  await expect(page.getByRole("group", { name: "Dashboard view: Three in a list" })).toBeVisible();
  await expect(region(page, "User Behavior Analytics")).toBeVisible();
  await expect.poll(() => fetches.length).toBe(1);
  await page.clock.fastForward(31_000);
  await expect(region(page, "User Behavior Analytics")).toBeVisible();
  expect(fetches).toHaveLength(1);
  await page.clock.fastForward(15_000);
  await expect.poll(() => fetches.length).toBe(2);
});

test("another admin cannot fetch the view by id and does not see it", async () => {
  const list = await adminGet(owner.page, "dashboardViews.list");
  expect(list.status()).toBe(200);
  const [mine] = ((await list.json()) as { result: { data: { id: string; name: string }[] } }).result.data;
  expect(mine?.name).toBe("Three in a list");

  expect((await adminGet(owner.page, "dashboardViews.get", { id: mine!.id })).status()).toBe(200);
  const theirs = await adminGet(other.page, "dashboardViews.get", { id: mine!.id });
  expect(theirs.status()).toBe(404);
  expect(((await theirs.json()) as { error: { message: string; data: { code: string } } }).error).toMatchObject({
    message: "Dashboard view not found",
    data: { code: "not_found" },
  });

  await other.page.goto(`${ADMIN_BASE}/admin/analytics`);
  await expect(viewsCard(other.page).getByText("No saved views yet.")).toBeVisible();
  await expect(region(other.page, "Smart Alerts")).toBeVisible();
});

test("the owner edits the view, sees a failed create reported, and deletes the view after confirming", async () => {
  const { page } = owner;
  await page.goto(`${ADMIN_BASE}/admin/analytics`);
  const item = viewsCard(page).getByRole("listitem", { name: "Three in a list" });
  await item.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit View: Three in a list" });
  await expect(edit.getByLabel("View name")).toHaveValue("Three in a list");
  await expect(edit.getByRole("checkbox", { name: "User Behavior", exact: true })).toBeChecked();
  await edit.getByLabel("View name").fill("Tiles");
  await edit.getByLabel("Layout").selectOption("cards");
  await edit.getByRole("checkbox", { name: "Content Performance", exact: true }).uncheck();
  await edit.getByRole("checkbox", { name: "Analytics Summary", exact: true }).check();
  // Unreadable: falls back to 30 seconds (spec).
  await edit.getByLabel("Refresh interval (seconds)").fill("");
  await edit.getByRole("button", { name: "Save View" }).click();
  await expect(toastWith(page, "Dashboard view updated")).toBeVisible();
  const tiles = page.getByRole("group", { name: "Dashboard view: Tiles" });
  await expect(tiles).toHaveAttribute("data-layout", "cards");
  await expect(tiles.locator("[data-component]")).toHaveCount(3);
  await expect(region(page, "Content Performance Tracking")).toHaveCount(0);
  await expect(region(page, "Traffic")).toBeVisible();
  // The page-view line takes the view's primary colour (its legend swatch shows it).
  const swatch = region(page, "Traffic").locator("figure ul li span").first();
  await expect(swatch).toHaveCSS("background-color", "rgb(16, 185, 129)");
  await expect(viewsCard(page).getByRole("listitem", { name: "Tiles" })).toContainText("cards layout · 3 components · every 30 s");

  // The create request never reaches the server: the spec's failure toast, destructive.
  await page.route("**/api/admin/dashboardViews.create**", (route) => route.abort());
  await viewsCard(page).getByRole("button", { name: "New View" }).click();
  const create = page.getByRole("dialog", { name: "New Dashboard View" });
  await create.getByLabel("View name").fill("Never saved");
  await create.getByRole("checkbox", { name: "A/B Testing", exact: true }).check();
  await create.getByRole("button", { name: "Save View" }).click();
  const failed = toastWith(page, "Failed to create dashboard view");
  await expect(failed).toBeVisible();
  await expect(failed).toHaveAttribute("data-variant", "destructive");
  await create.getByRole("button", { name: "Cancel" }).click();
  await page.unroute("**/api/admin/dashboardViews.create**");
  await expect(viewsCard(page).getByRole("listitem")).toHaveCount(1);

  await viewsCard(page).getByRole("listitem", { name: "Tiles" }).getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this dashboard view?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(viewsCard(page).getByRole("listitem", { name: "Tiles" })).toBeVisible();
  await viewsCard(page).getByRole("listitem", { name: "Tiles" }).getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toastWith(page, "Dashboard view deleted")).toBeVisible();
  await expect(viewsCard(page).getByText("No saved views yet.")).toBeVisible();
  // The default is gone: the tab is the built-in one again.
  await expect(tiles).toHaveCount(0);
  await expect(region(page, "Smart Alerts")).toBeVisible();
});
