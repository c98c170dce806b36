import { cpSync, rmSync } from "node:fs";
import type { FullConfig } from "@playwright/test";
import { startCompiledServer, stopCompiledServer } from "./compiled-server";
import { makeTemplates, SITE_TEMPLATE_DIR, TEMPLATE_ENV } from "./data-templates";

/**
 * Before any spec: the seeded data templates (data-templates.ts), then the public specs' site on a
 * copy of the demo data directory, at the config's baseURL. Returns the teardown that stops the site.
 *
 * The site is started here rather than by Playwright's `webServer`, which runs before any global
 * setup: made from the template, the site's first start is about 1 s instead of its own 9 s of
 * migrating and seeding, and the admin specs' templates are ready when their workers start.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const baseURL = new URL(String(config.projects[0]!.use.baseURL));
  await makeTemplates();
  const dataDir = `.data-e2e/run-${baseURL.port}`;
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(SITE_TEMPLATE_DIR, dataDir, { recursive: true });
  const site = await startCompiledServer(
    {
      ...TEMPLATE_ENV,
      PORT: baseURL.port,
      DATA_DIR: dataDir,
      SITE_URL: baseURL.origin,
      // Behind a CDN as in production: the browser connects from 127.0.0.1, the trusted proxy, so a
      // context's CF-IPCountry / CF-Region-Code headers place it; a request without them (127.0.0.1
      // is in no IP database) gets the demo's place, the UK (DEMO_VISITOR_PLACE).
      GEO_COUNTRY_HEADER: "CF-IPCountry",
      GEO_REGION_HEADER: "CF-Region-Code",
      TRUST_PROXY: "127.0.0.1",
    },
    `${config.projects[0]!.outputDir}/site-server.log`,
  );
  return async () => {
    await stopCompiledServer(site.child);
  };
}
