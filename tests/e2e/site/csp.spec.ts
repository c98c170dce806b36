import type { Page } from "@playwright/test";
import { test, expect, openHydrated, firstTournament } from "../public/fixtures";

/**
 * The public pages' CSP is `script-src 'self'` with no nonce (their inline blocks are JSON data,
 * their scripts same-origin files); the admin app's is a per-response nonce with 'strict-dynamic'.
 * Chromium must run both apps, lazy chunks included, without a single violation.
 */
type Violation = { directive: string; blockedURI: string; sample: string };

/** Records every securitypolicyviolation from the first script on (an init script is not itself subject to the page's CSP). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const store: unknown[] = [];
    (window as unknown as { __cspViolations: unknown[] }).__cspViolations = store;
    document.addEventListener("securitypolicyviolation", (e) => store.push({ directive: e.effectiveDirective, blockedURI: e.blockedURI, sample: e.sample }));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
}

const scriptSrc = (csp: string | undefined) =>
  csp
    ?.split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src"));

test("the home page hydrates with zero CSP violations, and client navigation loads lazy chunks under the same policy", async ({ page, watch }) => {
  const violations = await recordViolations(page);
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === "/");
  await openHydrated(page, watch, "/");
  expect(scriptSrc((await response).headers()["content-security-policy"])).toBe("script-src 'self'");
  expect(await violations()).toEqual([]);

  // A lazily loaded page: its chunk and preloads are requested by the bundle after hydration.
  const chunk = page.waitForResponse((r) => /\/assets\/tournaments-[^/]+\.js$/.test(r.url()));
  await page.getByRole("link", { name: "Tournaments", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Esports Tournaments ${new Date().getUTCFullYear()}` })).toBeVisible();
  expect((await chunk).status()).toBe(200);
  expect(await violations()).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test("a tournament page hydrates with zero CSP violations", async ({ page, watch, request }) => {
  const tournament = await firstTournament(request);
  const violations = await recordViolations(page);
  await openHydrated(page, watch, `/tournament/${tournament.game}/${tournament.id}/${encodeURIComponent(tournament.name)}`);
  await expect(page.getByRole("heading", { level: 1, name: tournament.name })).toBeVisible();
  // The page's structured data and boot state are in the HTML as data blocks, untouched by the CSP.
  expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
  expect(await page.locator('script#__BOOT__[type="application/json"]').count()).toBe(1);
  expect(await violations()).toEqual([]);
});

test("the policy is enforced: an inline script added to a public page is blocked and reported", async ({ page, watch }) => {
  const violations = await recordViolations(page);
  await openHydrated(page, watch, "/tournaments?q=__CSP_NONCE__");
  await expect(page.getByRole("searchbox")).toHaveValue("__CSP_NONCE__");
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.__inlineRan = true";
    const reported = new Promise((resolve) => document.addEventListener("securitypolicyviolation", resolve, { once: true }));
    document.body.appendChild(script);
    await reported;
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  expect(await violations()).toEqual([expect.objectContaining({ directive: "script-src-elem" })]);
});

test("the admin sign-in page loads every script under its per-response nonce", async ({ page }) => {
  const violations = await recordViolations(page);
  // Chromium also reports every refused script as a console error naming the policy.
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && /Content Security Policy/i.test(m.text()) && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  const response = await page.goto("/auth", { waitUntil: "networkidle" });
  expect(scriptSrc(response?.headers()["content-security-policy"])).toMatch(/^script-src 'self' 'nonce-[^']+' 'strict-dynamic'$/);
  await expect(page.getByText("Admin Sign In")).toBeVisible();
  // zod 4 probes once whether eval is allowed (Function("") in a try/catch) and falls back when it
  // is not; the policy refusing it is the point. Every script the page loads must pass.
  expect((await violations()).filter((v) => v.blockedURI !== "eval")).toEqual([]);
  expect(errors.filter((e) => !/unsafe-eval|'eval'/.test(e))).toEqual([]);
});
