import { defineConfig, devices } from "@playwright/test";

/** E2E_PORT moves every e2e server (this one, the first worker's admin one at +1, the /go one at +2, the second worker's admin one at +3) so two runs can share a machine. */
const PORT = Number(process.env.E2E_PORT ?? 3310);
const BASE_URL = `http://127.0.0.1:${PORT}`;

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
  // Makes the seeded data templates, then starts the public specs' site (the compiled server, as
  // production runs it) on a copy of the demo one at BASE_URL; stops it after the run.
  globalSetup: "./tests/e2e/global-setup.ts",
});
