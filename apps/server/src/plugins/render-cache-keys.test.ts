import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { createTestApp, type TestApp } from "../testing/test-app";

const FIRST = new Date("2026-11-22T12:00:00.000Z");
const LATER = new Date("2026-11-22T12:00:01.000Z");

/**
 * Which requests share a cached render. A page's boot state carries the time it was rendered at;
 * the test renders a page, moves the clock, and a request answered from the cache still shows the
 * first time while a fresh render shows the later one.
 */
describe.each(testDrivers())("the rendered-page cache's keys (%s)", (driver) => {
  let t: TestApp;
  let clock = FIRST;
  // A fresh app (and cache) per test: what one test rendered must not answer another's requests.
  beforeEach(async () => {
    clock = FIRST;
    t = await createTestApp({ driver, now: FIRST, env: { SITE_URL: "https://esports.example" }, deps: { now: () => clock, renderCacheMs: 600_000 } });
  });
  afterEach(async () => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: "GET", url });
    const renderedAt = /"renderedAt":"([^"]+)"/.exec(res.body)?.[1];
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(res.body)?.[1];
    return { status: res.statusCode, renderedAt, canonical, body: res.body };
  };
  /** Renders `first` at FIRST, then asks for each of `others` at LATER. */
  const renderedAtLater = async (first: string, others: string[]) => {
    clock = FIRST;
    await get(first);
    clock = LATER;
    return Promise.all(others.map(async (url) => ({ url, ...(await get(url)) })));
  };

  it("answers query parameters the page does not read, and junk values of those it does, from the cached page", async () => {
    const pages = await renderedAtLater("/matches/upcoming", ["/matches/upcoming?cb=1", "/matches/upcoming?cb=2&utm_source=x", "/matches/upcoming?game=chess"]);
    for (const p of pages) {
      expect(p.status).toBe(200);
      expect(p.renderedAt, p.url).toBe(FIRST.toISOString());
      expect(p.canonical).toBe("https://esports.example/matches/upcoming");
    }
  });

  it("keys a page on the parameters it reads, in one canonical form", async () => {
    const [lol, plain] = await renderedAtLater("/tournaments?status=running&game=lol&cb=7", ["/tournaments?game=lol&status=running", "/tournaments"]);
    expect(lol!.renderedAt).toBe(FIRST.toISOString());
    expect(lol!.canonical).toBe("https://esports.example/tournaments?game=lol&amp;status=running");
    expect(plain!.renderedAt).toBe(LATER.toISOString());
    const [search] = await renderedAtLater("/tournaments?q=%20major%20&x=1", ["/tournaments?q=major"]);
    expect(search!.renderedAt).toBe(FIRST.toISOString());
    const [other] = await renderedAtLater("/tournaments?q=major", ["/tournaments?q=minor"]);
    expect(other!.renderedAt).toBe(LATER.toISOString());
    // Its page too (issue 38): a junk page is page 1, a spelling of a page is that page.
    const [firstPage] = await renderedAtLater("/tournaments?status=upcoming&page=abc", ["/tournaments?status=upcoming"]);
    expect(firstPage!.renderedAt).toBe(FIRST.toISOString());
    const [samePage, otherPage] = await renderedAtLater("/tournaments?page=02&cb=1", ["/tournaments?page=2", "/tournaments?page=3"]);
    expect(samePage!.renderedAt).toBe(FIRST.toISOString());
    expect(otherPage!.renderedAt).toBe(LATER.toISOString());
  });

  it("renders a page without route parameters once for every spelling of its path", async () => {
    const pages = await renderedAtLater("/results?game=cs2", ["/results/?game=cs2", "/RESULTS?game=cs2", "/%72esults?game=cs2&cb=3"]);
    for (const p of pages) expect(p.renderedAt, p.url).toBe(FIRST.toISOString());
  });

  it("does not take //anything for the home page", async () => {
    for (const url of ["//anything", "//evil.example/", "//evil.example/?cb=1"]) {
      const page = await get(url);
      expect(page.status, url).toBe(404);
      expect(page.body).toContain("Oops! Page not found");
    }
  });

  it("renders the not-found screen once for every unknown path", async () => {
    const pages = await renderedAtLater("/no-such-page-1", ["/no-such-page-2", "//anything-3", "/x/y/z?cb=4"]);
    for (const p of pages) {
      expect(p.status, p.url).toBe(404);
      expect(p.renderedAt, p.url).toBe(FIRST.toISOString());
    }
  });
});
