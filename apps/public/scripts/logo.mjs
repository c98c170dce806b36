// Regenerates public/logo.png (512x512, the Organization logo in structured data) from
// public/favicon.svg, rendered by Debian's Chromium: run `node apps/public/scripts/logo.mjs`.
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const dir = new URL("../public/", import.meta.url);
const svg = readFileSync(new URL("favicon.svg", dir), "utf8").replace("<svg ", '<svg width="512" height="512" ');
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 512, height: 512 } });
await page.setContent(`<body style="margin:0">${svg}</body>`);
await page.locator("svg").screenshot({ path: new URL("logo.png", dir).pathname, omitBackground: true });
await browser.close();
