import { defineConfig, devices } from "@playwright/test";

/** E2E_PORT moves every e2e server (this one, the first worker's admin one at +1, the /go one at +2, the second worker's admin one at +3) so two runs can share a machine. */
const PORT = Number(process.env.E2E_PORT ?? 3310);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** Deleted before every run, so the server seeds fresh demo data relative to the current time. */
const DATA_DIR = `.data-e2e/run-${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Two workers: 233 s against 313 s with one (another job holding a core), 277 s against 473 s under stress-ng --cpu 2.
  workers: 2,
  retries: 0,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices["Desktop Chrome"],
    baseURL: BASE_URL,
    launchOptions: {
      // Debian's Chromium headless shell (the chromium-headless-shell package, built from the same
      // sources as its chromium): Blink and V8 without the full browser's UI process work. Measured on
      // the public and site specs, same machine, 240 s each: 122 tests against 81 with /usr/bin/chromium,
      // the browser process's CPU 34 s against 91 s. npm test installs it when missing.
      executablePath: "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    // The compiled server (`npm run build`), as production runs it.
    command: `rm -rf ${DATA_DIR} && mkdir -p .data-e2e && exec node apps/server/dist/main.js`,
    url: `${BASE_URL}/healthz`,
    // No demo analytics history: its running A/B test would personalise the pages the public specs read.
    // Behind a CDN as in production: the browser connects from 127.0.0.1, the trusted proxy, so a
    // context's CF-IPCountry / CF-Region-Code headers place it (issue 26); a request without them
    // (127.0.0.1 is in no IP database) gets the demo's place, the UK (DEMO_VISITOR_PLACE, issue 36).
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      SYNC_JOBS: "false",
      SITE_URL: BASE_URL,
      LOG_LEVEL: "warn",
      DEMO_HISTORY: "false",
      GEO_COUNTRY_HEADER: "CF-IPCountry",
      GEO_REGION_HEADER: "CF-Region-Code",
      TRUST_PROXY: "127.0.0.1",
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
