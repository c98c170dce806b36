import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { listeningUrl, logLine, watchOutput, type ChildOutput } from "../../support/child-output";
import { createAdminWithCli, e2ePassword } from "./admin-server";
import { enrolAuthenticator, sectionTab } from "./flows";

/**
 * Issue 23, an operator's first hour, in Chromium against the compiled server: `npm start` on a fresh
 * clone (the server it ends with, on a new embedded database), the setup link it prints to its
 * terminal, an authenticator, and the Analytics tab's charts of the labelled demo history, all within a
 * minute of the start. Then a server without any esports data, whose back office says so on every tab.
 * Its own server, on E2E_PORT + 8 (the admin specs' servers use + 1, + 3 and up, the /go spec + 2).
 */
const PORT = Number(process.env.E2E_PORT ?? 3310) + 8;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.data-e2e/first-hour-${PORT}`;
const EMAIL = "first-hour@example.com";
const PASSWORD = e2ePassword(EMAIL);
const TABS = ["Analytics", "Bookmakers", "Teams", "Security", "Debug Tools", "Settings"];

test.describe.configure({ mode: "serial" });

let server: ChildProcess | undefined;

/** SIGTERM to the server itself (under `script` it runs in a session of its own), then its exit. */
async function stopServer(output: ChildOutput) {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once("exit", resolve));
  const started = JSON.parse(output.lines.find((l) => l.includes('"msg":"starting the server"'))!.replace(/^[^{]*/, "")) as { pid: number };
  process.kill(started.pid, "SIGTERM");
  await exited;
}

const serverEnv = (extra: Record<string, string> = {}) => ({
  ...process.env,
  PORT: String(PORT),
  HOST: "127.0.0.1",
  DATA_DIR,
  SITE_URL: BASE,
  LOG_LEVEL: "info",
  DATABASE_URL: "",
  ...extra,
});

async function signIn(page: Page) {
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test.beforeEach(() => rmSync(DATA_DIR, { recursive: true, force: true }));
test.afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));

test("npm start, the printed setup link, an authenticator: the Analytics tab charts demo data within a minute of the start", async ({ page }) => {
  test.setTimeout(150_000);
  const startedAt = Date.now();
  // What `npm start` ends with, on a terminal (a pseudo-terminal from util-linux's script), as a newcomer runs it.
  server = spawn("script", ["-qfec", "exec node --enable-source-maps apps/server/dist/main.js", "/dev/null"], {
    env: serverEnv(),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const terminal = watchOutput(server);
  try {
    const printed = await terminal.waitFor((line) => line.includes("/auth#setup="), "the setup link", 60_000);
    const link = /(http:\/\/\S+\/auth#setup=[A-Za-z0-9_-]+)/.exec(printed)![1]!;

    await page.goto(link);
    await expect(page.getByText("First Admin", { exact: true })).toBeVisible();
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("New password").fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText(`Account created for ${EMAIL}`)).toBeVisible();
    await page.getByRole("button", { name: "Go to Sign In" }).click();
    await expect(page).toHaveURL(`${BASE}/auth`);
    await signIn(page);
    await enrolAuthenticator(page);

    // The history is written in the background after the server listens; its log line is the event.
    await terminal.waitFor((line) => logLine(/^demo history written/)(line.replace(/^[^{]*/, "")), "the demo history", 60_000 - (Date.now() - startedAt));
    await page.goto(`${BASE}/admin/analytics`);
    const notice = page.getByRole("note", { name: "Demo data" });
    await expect(notice).toContainText("Demo data: these figures are not real visitors.");
    await expect(page.getByTestId("traffic-chart").locator("svg path").first()).toBeVisible();
    await expect(page.getByRole("group", { name: "Page Views", exact: true }).getByTestId("stat-value")).not.toHaveText("0");
    const topBookmakers = page.getByRole("region", { name: "Top Performing Bookmakers", exact: true });
    await expect(topBookmakers.getByRole("listitem")).toHaveCount(5);
    const running = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Bookmaker button text (demo data)" }) });
    await expect(running.getByTestId("ab-results-chart")).toBeVisible();
    expect(Date.now() - startedAt, "from the start to the charts").toBeLessThan(60_000);

    const completed = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Home hero headline (demo data)" }) });
    await completed.getByRole("button", { name: "Show results" }).click();
    await expect(completed.getByText("Live odds headline wins")).toBeVisible();
    // Labelled on every tab, since the clicks counted on Bookmakers and Settings include it.
    await sectionTab(page, "Bookmakers").click();
    await expect(notice).toBeVisible();
  } finally {
    await stopServer(terminal);
  }
});

test("a server with neither a provider token nor demo data: every tab says so and how to fix it, the site shows no match", async ({ page }) => {
  test.setTimeout(120_000);
  createAdminWithCli({ DATA_DIR, DATABASE_URL: "" }, { email: EMAIL, password: PASSWORD });
  server = spawn(process.execPath, ["apps/server/dist/main.js"], {
    env: serverEnv({ DEMO_DATA: "false", DEMO_HISTORY: "false", SYNC_JOBS: "true" }),
    detached: true,
    stdio: ["ignore", "pipe", "ignore"],
  });
  const output = watchOutput(server);
  try {
    await listeningUrl(output, 60_000);
    await page.goto(`${BASE}/matches/upcoming`);
    await expect(page.getByText("No upcoming matches at the moment. Check back soon!")).toBeVisible();

    await page.goto(`${BASE}/auth`);
    await signIn(page);
    await enrolAuthenticator(page);
    for (const tab of TABS) {
      await sectionTab(page, tab).click();
      const notice = page.getByRole("note", { name: "No esports data provider" });
      await expect(notice).toContainText("No esports data provider is configured.");
      await expect(notice).toContainText("Set PANDASCORE_TOKEN to a PandaScore API token");
      await expect(page.getByRole("note", { name: "Demo data" })).toHaveCount(0);
    }
  } finally {
    await stopServer(output);
  }
});
