import type { Browser, BrowserContext, Page } from "@playwright/test";
import { EXPERIMENT_SESSION_COOKIE } from "@eb/api/shared";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { signedInAdminPage } from "./flows";
import { closeOpened } from "../../support/close-opened";
import { abTestItem, adminGet, changeStatus, createAbTest, expectToast, openAnalytics, setHeroContent } from "./ab-test-flows";

const ADMIN = "e2e-ab-visitors@example.com";
const PASSWORD = e2ePassword(ADMIN);
const NAME = "Hero headline for visitors";
const YEAR = new Date().getUTCFullYear();
const SITE_HEADLINE = `Best Esports Betting Sites ${YEAR}`;
const VARIANT = { headline: "Sharper esports odds {year}", text: "Every welcome bonus compared by people who watch the matches." };
const VARIANT_HEADLINE = `Sharper esports odds ${YEAR}`;

let server: AdminServer | undefined;
let admin: { context: BrowserContext; page: Page };
let testId: number;

type Visitor = { context: BrowserContext; page: Page; beacons: string[]; hydrationErrors: string[]; headline: string };
const visitors: Visitor[] = [];

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

/** The h1 exactly as the server sent it, for this context's cookies (no JavaScript involved). */
async function serverHeadline(context: BrowserContext): Promise<string> {
  const html = await (await context.request.get(`${ADMIN_BASE}/`)).text();
  return (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "").replace(/<!-- -->/g, "");
}

/** A new browser on the home page, with every beacon it sends and every hydration complaint it logs. */
async function newVisitor(browser: Browser): Promise<Visitor> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const visitor: Visitor = { context, page, beacons: [], hydrationErrors: [], headline: "" };
  page.on("request", (r) => r.url().endsWith("/api/events") && visitor.beacons.push(r.postData() ?? ""));
  page.on("console", (m) => /hydrat|did not match/i.test(m.text()) && visitor.hydrationErrors.push(m.text()));
  await page.goto(`${ADMIN_BASE}/`);
  return visitor;
}

const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === EXPERIMENT_SESSION_COOKIE)?.value;
const headline = (page: Page) => page.getByRole("heading", { level: 1 });
type Results = { verdict: { variants: { name: string; sessions: number }[] } };
const exposedSessions = async () => (await adminGet<Results>(admin.page, "abTests.results", { id: testId })).verdict.variants.map((v) => [v.name, v.sessions]);

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(240_000);
  server = await adminServers.open({ admins: [{ email: ADMIN, password: PASSWORD }] });
  admin = await signedInAdminPage(browser, ADMIN, PASSWORD);
});
test.afterAll(async () => {
  for (const v of visitors) await v.context.close();
  await closeOpened(admin);
  await server?.stop();
});

test("an admin creates a test on the home hero headline and starts it", async () => {
  const { page } = admin;
  await openAnalytics(page);
  await createAbTest(page, NAME);
  const item = abTestItem(page, NAME);
  await setHeroContent(item, VARIANT.headline, VARIANT.text);
  await expectToast(page, "Variants saved");
  await changeStatus(page, item, "Start");
  await expect(item.getByText("Running", { exact: true })).toBeVisible();
  testId = (await adminGet<{ id: number; name: string }[]>(page, "abTests.list")).find((t) => t.name === NAME)!.id;
});

test("consented visitors in different variants get different headlines in the server's HTML, and keep them across reloads", async ({ browser }) => {
  // Visitors accept analytics until one has landed in each variant (each lands in either with p = 1/2).
  for (let tries = 0; tries < 16 && new Set(visitors.map((v) => v.headline)).size < 2; tries++) {
    const visitor = await newVisitor(browser);
    await visitor.page.getByRole("button", { name: "Accept All" }).click();
    // The server chose the session and signed it; the page cannot read it (HttpOnly).
    await expect.poll(() => sessionCookie(visitor.context)).toMatch(/^e_[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(await visitor.page.evaluate(() => document.cookie)).not.toContain("eb_sid");
    visitor.headline = await serverHeadline(visitor.context);
    if (visitors.some((v) => v.headline === visitor.headline)) {
      await visitor.context.close();
      continue;
    }
    visitors.push(visitor);
  }
  expect(visitors.map((v) => v.headline).sort()).toEqual([SITE_HEADLINE, VARIANT_HEADLINE].sort());
  expect(new Set(await Promise.all(visitors.map((v) => sessionCookie(v.context)))).size).toBe(2);

  for (const visitor of visitors) {
    for (let reload = 0; reload < 2; reload++) {
      await visitor.page.reload();
      await expect(headline(visitor.page)).toHaveText(visitor.headline);
      expect(await serverHeadline(visitor.context)).toBe(visitor.headline);
    }
    expect(visitor.hydrationErrors).toEqual([]);
  }
  // Each was exposed once the page it was shown on had its variant: one session per variant.
  await expect.poll(exposedSessions).toEqual([
    ["Control", 1],
    ["Variant A", 1],
  ]);
});

test("a visitor without consent sees the site's own headline and sends nothing", async ({ browser }) => {
  const visitor = await newVisitor(browser);
  visitors.push(visitor);
  await visitor.page.getByRole("button", { name: "Essential Only" }).click();
  for (let reload = 0; reload < 3; reload++) {
    await visitor.page.reload();
    await expect(headline(visitor.page)).toHaveText(SITE_HEADLINE);
    expect(await serverHeadline(visitor.context)).toBe(SITE_HEADLINE);
  }
  await visitor.page.getByRole("link", { name: "View Bonuses" }).click();
  await expect(visitor.page).toHaveURL(/\/bonuses$/);
  expect(await sessionCookie(visitor.context)).toBeUndefined();
  expect(visitor.beacons).toEqual([]);
  // The two consented sessions are still all the test has.
  expect(await exposedSessions()).toEqual([
    ["Control", 1],
    ["Variant A", 1],
  ]);
});

test("pause shows everyone the site's headline, resume brings the variant back, complete ends it", async () => {
  const { page } = admin;
  const inVariant = visitors.find((v) => v.headline === VARIANT_HEADLINE)!;
  const expectVisitorSees = async (text: string) => {
    await inVariant.page.reload();
    await expect(headline(inVariant.page)).toHaveText(text);
  };
  await openAnalytics(page);
  const item = abTestItem(page, NAME);

  await changeStatus(page, item, "Pause");
  await expect(item.getByText("Paused", { exact: true })).toBeVisible();
  await expectVisitorSees(SITE_HEADLINE);

  await changeStatus(page, item, "Resume");
  await expect(item.getByText("Running", { exact: true })).toBeVisible();
  await expectVisitorSees(VARIANT_HEADLINE);

  await changeStatus(page, item, "Complete");
  await expect(item.getByText("Completed", { exact: true })).toBeVisible();
  await expect(item.getByRole("button", { name: /^(Start|Pause|Resume|Complete)$/ })).toHaveCount(0);
  await expectVisitorSees(SITE_HEADLINE);
  expect(inVariant.hydrationErrors).toEqual([]);
});
