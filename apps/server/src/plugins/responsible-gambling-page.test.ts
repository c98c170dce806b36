import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { createTestApp, type TestApp } from "../testing/test-app";
import { pageText as text } from "../testing/page-text";

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", accept: "text/html" };
/** Behind a CDN whose country and region headers place the visitor (inject's peer is the trusted proxy). */
const BEHIND_CDN = { GEO_COUNTRY_HEADER: "CF-IPCountry", GEO_REGION_HEADER: "CF-Region-Code", TRUST_PROXY: "127.0.0.1", DEMO_VISITOR_PLACE: "none" };

/** /responsible-gambling per place, in the server's first HTML: the place's helpline, its self-exclusion service, deposit limits. */
describe.each(testDrivers())("the responsible gambling page per place on %s", (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ driver, env: BEHIND_CDN });
  });
  afterEach(() => t.close());

  const page = async (headers: Record<string, string>) =>
    text((await t.app.inject({ url: "/responsible-gambling", headers: { ...BROWSER, ...headers } })).body);

  it.each([
    ["GB", { "cf-ipcountry": "GB" }, "Help in United Kingdom", "GAMSTOP"],
    ["DE (information only)", { "cf-ipcountry": "DE" }, "Help in Germany", "OASIS"],
    ["US-NJ", { "cf-ipcountry": "US", "cf-region-code": "NJ" }, "Help in New Jersey, United States", "New Jersey Internet Self-Exclusion"],
    ["US-MO", { "cf-ipcountry": "US", "cf-region-code": "MO" }, "Help in Missouri, United States", "Missouri Problem Gambling List"],
  ])("%s: its helpline and its self-exclusion service", async (_place, headers, heading, service) => {
    const html = await page(headers);
    expect(html).toContain(heading);
    expect(html).toContain(service);
    expect(html).toContain("Deposit limits");
    expect(html).toContain("Check Your Gambling");
  });

  it("says where it knows of no national scheme (Texas: the United States rule), and Missouri's helpline is its own", async () => {
    const texas = await page({ "cf-ipcountry": "US", "cf-region-code": "TX" });
    expect(texas).toContain("We know of no national self-exclusion scheme for United States");
    expect(await page({ "cf-ipcountry": "US", "cf-region-code": "MO" })).toContain("1-888-BETSOFF");
  });
});
