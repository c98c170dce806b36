// Public JavaScript the home page loads (gzip), and a check by content that the public
// assets hold no admin code and no server code. Needs a built site (`npm run build`).
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { chromium } from "@playwright/test";
import { benchPort, startServer } from "./lib/server";

const BUDGET_KB = 100;
const ASSETS = "apps/public/dist/client/assets";

/** Strings that exist only in admin or server code; none may appear in a public asset. */
export const FORBIDDEN_IN_PUBLIC = [
  "/api/admin",
  "Loading dashboard...",
  "Use recovery code instead",
  "Admin access only. Unauthorized access is prohibited.",
  "drizzle-orm",
  "pg_advisory",
  "argon2",
  "@electric-sql/pglite",
  "PANDASCORE",
  "otpauth://",
  "affiliate_url",
  // Affiliate URLs are admin-only: neither the field nor the demo catalog's affiliate tag (every
  // seeded affiliate URL carries it) may reach the visitor's JavaScript.
  "affiliateUrl",
  "esb-demo",
];

async function main() {
  const server = await startServer(benchPort(3411));
  try {
    // Every script a first-time visitor's browser fetches on the home page, including chunks
    // loaded after hydration (consent banner), measured in Chromium, gzip -9 per file.
    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
    const page = await browser.newPage();
    const scripts = new Map<string, Buffer>();
    const bodies: Promise<void>[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") bodies.push(res.body().then((body) => void scripts.set(res.url(), body)));
    });
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    // The consent chunk loads after hydration and shows the banner 1 s later: wait for the banner,
    // then for the network to be idle again (anything the banner pulls in), then for every body.
    await page.getByRole("region", { name: "Cookie consent" }).waitFor({ state: "visible", timeout: 15_000 });
    await page.waitForLoadState("networkidle");
    await Promise.all(bodies);
    await browser.close();
    let gzipTotal = 0;
    let rawTotal = 0;
    for (const [url, body] of scripts) {
      const gz = gzipSync(body, { level: 9 }).length;
      rawTotal += body.length;
      gzipTotal += gz;
      console.log(`  ${(gz / 1024).toFixed(1).padStart(5)} KB gzip  ${new URL(url).pathname}`);
    }
    console.log(
      `home page JavaScript: ${scripts.size} file(s), ${(rawTotal / 1024).toFixed(1)} KB raw, ${(gzipTotal / 1024).toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`,
    );
    const leaks: string[] = [];
    for (const file of readdirSync(ASSETS)) {
      const text = readFileSync(path.join(ASSETS, file), "utf8");
      for (const marker of FORBIDDEN_IN_PUBLIC) if (text.includes(marker)) leaks.push(`${file}: ${marker}`);
    }
    console.log(
      leaks.length
        ? `admin/server code in public assets:\n  ${leaks.join("\n  ")}`
        : `public assets: no admin or server code (${FORBIDDEN_IN_PUBLIC.length} markers checked)`,
    );
    if (gzipTotal / 1024 > BUDGET_KB || leaks.length) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
