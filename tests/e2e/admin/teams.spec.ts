import type { Browser, BrowserContext, Page, Request } from "@playwright/test";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { enrolAuthenticator, signIn } from "./flows";
import { closeOpened } from "../../support/close-opened";

// The toasts and the shared contract's messages, word for word.
const SAVED = "Team changes saved successfully";
const SAVE_FAILED = "Failed to save team changes";
const STALE_TEAM_LIST = "These team lists were changed by someone else since you opened them. Reload to see the latest version.";
const REGION_NAME_REQUIRED = "Region name is required";

let server: AdminServer | undefined;
// Each admin signs in once: every sign-in costs TOTP steps.
let first: { context: BrowserContext; page: Page };
let second: { context: BrowserContext; page: Page };
let visitorContext: BrowserContext;
let visitor: Page;

test.describe.configure({ mode: "serial" });
test.setTimeout(60_000);

const passwordOf = e2ePassword;

async function openTeamsTab(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, passwordOf(email));
  await enrolAuthenticator(page);
  await page.goto(`${ADMIN_BASE}/admin/teams`);
  await expect(page.getByRole("heading", { name: "Team Management" })).toBeVisible();
  return { context, page };
}

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(180_000);
  const admins = ["e2e-teams-first@example.com", "e2e-teams-second@example.com"];
  server = await adminServers.open({ admins: admins.map((email) => ({ email, password: passwordOf(email) })) });
  first = await openTeamsTab(browser, admins[0]!);
  second = await openTeamsTab(browser, admins[1]!);
  visitorContext = await browser.newContext();
  visitor = await visitorContext.newPage();
});
test.afterAll(async () => {
  await closeOpened(first, second, visitorContext);
  await server?.stop();
});

const region = (page: Page, n: number) => page.getByRole("group", { name: `Region ${n}`, exact: true });
const notifications = (page: Page) => page.getByRole("status", { name: "Notifications" });
const toastWith = (page: Page, title: string) =>
  notifications(page)
    .locator(":scope > div")
    .filter({ has: page.getByText(title, { exact: true }) });

async function openGame(page: Page, label: string) {
  await page.getByRole("tab", { name: label, exact: true }).click();
  await expect(page.getByRole("tab", { name: label, exact: true })).toHaveAttribute("aria-selected", "true");
}

test("Valorant: add a team, rename a region, remove a team and save; the visitor's guide shows it without a restart", async () => {
  const { page } = first;
  const guide = `${ADMIN_BASE}/games/valorant`;
  const newTeam = "Team Nova Esports";
  // The visitor has the guide as it was (and the server its rendered copy) before the change.
  await visitor.goto(guide);
  await expect(visitor.getByRole("heading", { name: "EMEA", exact: true })).toBeVisible();
  await expect(visitor.getByText("Rex Regum Qeon", { exact: true })).toBeVisible();

  await openGame(page, "Valorant");
  await expect(page.getByRole("heading", { name: "Valorant Teams" })).toBeVisible();
  await expect(page.getByText("Paper Rex", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Edit Teams" }).click();

  const americas = region(page, 1);
  await expect(americas.getByLabel("Region name")).toHaveValue("Americas");
  // Trimmed, and Enter adds it; a team already in the region (any case) is not added twice.
  await americas.getByLabel("New team").fill(`  ${newTeam} `);
  await americas.getByLabel("New team").press("Enter");
  await expect(americas.getByText(newTeam, { exact: true })).toBeVisible();
  await expect(americas.getByLabel("New team")).toHaveValue("");
  await americas.getByLabel("New team").fill("sentinels");
  await americas.getByRole("button", { name: "Add team to Region 1" }).click();
  await expect(americas.getByText("sentinels is already in Americas")).toBeVisible();
  await expect(americas.getByText("Sentinels", { exact: true })).toHaveCount(1);
  // An empty name is ignored.
  await americas.getByLabel("New team").fill("   ");
  await americas.getByLabel("New team").press("Enter");
  await expect(americas.getByRole("list").getByRole("listitem")).toHaveCount(7);

  await region(page, 2).getByLabel("Region name").fill("Europe, Middle East and Africa");
  await region(page, 3).getByRole("button", { name: "Remove Rex Regum Qeon" }).click();
  await expect(page.getByText("Rex Regum Qeon", { exact: true })).toHaveCount(0);

  await page.getByRole("button", { name: "Save Changes" }).click();
  const toast = toastWith(page, "Success");
  await expect(toast).toContainText(SAVED);
  // Reloaded until the save's announcement has dropped the render cache; how soon that happens is
  // the live-content benchmark's figure (every edit < 1 s), not a wall-clock deadline on a shared machine.
  await expect(async () => {
    await visitor.goto(guide);
    await expect(visitor.getByText(newTeam)).toBeVisible({ timeout: 100 });
  }).toPass();
  await expect(visitor.getByRole("heading", { name: "Europe, Middle East and Africa", exact: true })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "EMEA", exact: true })).toHaveCount(0);
  await expect(visitor.getByText("Rex Regum Qeon", { exact: true })).toHaveCount(0);
  // The server-rendered HTML already carries the list (search engines, visitors without JavaScript).
  expect(await (await visitorContext.request.get(guide)).text()).toContain(newTeam);

  // Back in view mode, showing what was saved.
  await expect(page.getByRole("button", { name: "Edit Teams" })).toBeFocused();
  await expect(page.getByText(newTeam, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Europe, Middle East and Africa" })).toBeVisible();
  await toast.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(toast).toHaveCount(0);
});

test("Cancel Edit discards the edits; an unnamed region is refused with the contract's message before anything is sent", async () => {
  const { page } = first;
  const saves: string[] = [];
  const recordSave = (r: Request) => {
    if (r.url().includes("teams.save")) saves.push(r.url());
  };
  page.on("request", recordSave);
  await page.setViewportSize({ width: 375, height: 800 });
  try {
    await openGame(page, "CS2");
    await page.getByRole("button", { name: "Edit Teams" }).click();
    await region(page, 1).getByRole("button", { name: "Remove MOUZ" }).click();
    await page.getByRole("button", { name: "Add Region" }).click();
    await expect(region(page, 5).getByLabel("Region name")).toBeFocused();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(region(page, 5).getByRole("alert")).toHaveText(REGION_NAME_REQUIRED);
    await expect(region(page, 5).getByLabel("Region name")).toHaveAttribute("aria-invalid", "true");
    // The editor fits a phone's width: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Edits survive moving to another game and back.
    await openGame(page, "LoL");
    await openGame(page, "CS2");
    await expect(region(page, 5)).toBeVisible();

    await page.getByRole("button", { name: "Cancel Edit" }).click();
    await expect(page.getByRole("button", { name: "Edit Teams" })).toBeVisible();
    await expect(page.getByText("MOUZ", { exact: true })).toBeVisible();
    await expect(page.getByText("4 regions, 20 teams")).toBeVisible();
    expect(saves).toEqual([]);
  } finally {
    page.off("request", recordSave);
    await page.setViewportSize({ width: 1280, height: 720 });
  }
});

test("a second admin saving from a stale form is refused with the server's message, never overwriting the first one's change", async () => {
  const stale = second.page;
  await openGame(stale, "LoL");
  await stale.getByRole("button", { name: "Edit Teams" }).click();
  await region(stale, 1).getByLabel("New team").fill("Stale Team");
  await region(stale, 1).getByLabel("New team").press("Enter");

  const { page } = first;
  await openGame(page, "LoL");
  await page.getByRole("button", { name: "Edit Teams" }).click();
  await region(page, 2).getByLabel("New team").fill("Ninjas in Pyjamas");
  await region(page, 2).getByLabel("New team").press("Enter");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toastWith(page, "Success")).toContainText(SAVED);

  await stale.getByRole("button", { name: "Save Changes" }).click();
  const refused = toastWith(stale, SAVE_FAILED);
  await expect(refused).toContainText(STALE_TEAM_LIST);
  await expect(refused).toHaveAttribute("data-variant", "destructive");
  // Still editing, so nothing typed is lost; Cancel Edit then shows the latest version.
  await expect(region(stale, 1).getByText("Stale Team", { exact: true })).toBeVisible();
  await stale.getByRole("button", { name: "Cancel Edit" }).click();
  await expect(stale.getByText("Ninjas in Pyjamas", { exact: true })).toBeVisible();
  await expect(stale.getByText("Stale Team", { exact: true })).toHaveCount(0);

  await visitor.goto(`${ADMIN_BASE}/games/lol`);
  await expect(visitor.getByText("Ninjas in Pyjamas", { exact: true })).toBeVisible();
  await expect(visitor.getByText("Stale Team", { exact: true })).toHaveCount(0);
});

test("a guide whose team lists fail to load says so in its section, and Try Again loads them", async () => {
  await visitor.goto(`${ADMIN_BASE}/`);
  let failing = true;
  await visitor.route(/\/api\/public\//, (route) => (failing ? route.fulfill({ status: 500, contentType: "application/json", body: "[]" }) : route.continue()));
  try {
    await visitor.getByRole("link", { name: "Valorant", exact: true }).first().click();
    const teams = visitor.locator("section[aria-labelledby=guide-teams]");
    await expect(teams.getByRole("alert")).toContainText("Team lists could not be loaded");
    failing = false;
    await teams.getByRole("button", { name: "Try Again" }).click();
    await expect(teams.getByText("Team Nova Esports", { exact: true })).toBeVisible();
    await expect(teams.getByRole("alert")).toHaveCount(0);
  } finally {
    await visitor.unrouteAll();
  }
});
