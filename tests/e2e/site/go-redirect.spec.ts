import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { test, expect } from "@playwright/test";
import { watchOutput } from "../../support/child-output";

/** This spec runs its own site server (E2E_PORT + 2) so it can add a bookmaker pointing at a local fake bookmaker page. */
const PORT = Number(process.env.E2E_PORT ?? 3310) + 2;
const BASE = `http://127.0.0.1:${PORT}`;
let fake: Server;
let site: ChildProcess | undefined;
const fakeHits: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  fake = createServer((req, res) => {
    fakeHits.push(req.url ?? "");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end("<!doctype html><title>Fake Bookmaker</title><h1>Welcome to the fake bookmaker</h1>");
  });
  await new Promise<void>((r) => fake.listen(0, "127.0.0.1", r));
  const target = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/join?aff=e2e`;
  site = spawn("node_modules/.bin/tsx", ["tests/e2e/site/go-server.ts", target, String(PORT)], { stdio: ["ignore", "pipe", "inherit"], detached: true });
  await watchOutput(site).waitFor((line) => line === "ready", 'the go test server\'s "ready"', 90_000);
});

test.afterAll(async () => {
  if (site?.pid) {
    try {
      process.kill(-site.pid, "SIGTERM");
    } catch {
      // already stopped
    }
  }
  await new Promise((r) => fake.close(r));
});

test("a bookmaker link goes through /go to the bookmaker, counted once as a click", async ({ page, context }) => {
  await page.goto(`${BASE}/bonuses`);
  const link = page.locator('a[href^="/go/local-test-book"]').first();
  await expect(link).toHaveAttribute("rel", "sponsored noopener");
  await expect(link).toHaveAttribute("target", "_blank");
  const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await popup.waitForLoadState();
  await expect(popup.getByRole("heading", { name: "Welcome to the fake bookmaker" })).toBeVisible();
  const landed = new URL(popup.url());
  expect(landed.host).toBe(new URL(`http://127.0.0.1:${(fake.address() as AddressInfo).port}`).host);
  expect(landed.searchParams.get("aff")).toBe("e2e");
  const stats = (await (await page.request.get(`${BASE}/__test/clicks`)).json()) as {
    redirects: Array<{ slug: string; clickCount: number }>;
    hits: Array<{ kind: string; page: string | null; placement: string | null }>;
  };
  expect(stats.redirects.find((r) => r.slug === "local-test-book")?.clickCount).toBe(1);
  expect(stats.hits.filter((h) => h.kind === "click")).toEqual([{ kind: "click", page: "/bonuses", placement: "bonuses-featured" }]);
});

test("utm tags and the sub-id reach the bookmaker; other parameters do not", async ({ page }) => {
  await page.goto(`${BASE}/go/local-test-book?utm_source=e2e&subid=s42&url=https://evil.example/`);
  await expect(page.getByRole("heading", { name: "Welcome to the fake bookmaker" })).toBeVisible();
  const landed = new URL(page.url());
  expect(landed.searchParams.get("utm_source")).toBe("e2e");
  expect(landed.searchParams.get("subid")).toBe("s42");
  expect(landed.searchParams.has("url")).toBe(false);
});

test("an unknown or crafted slug shows the not-found page with 404", async ({ page }) => {
  for (const path of ["/go/nope", "/go//evil.example", "/go/%2F%2Fevil.example"]) {
    const res = await page.goto(`${BASE}${path}`);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    expect(new URL(page.url()).host).toBe(`127.0.0.1:${PORT}`);
  }
});
