import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { createTestApp, type TestApp } from "../testing/test-app";

const now = new Date("2026-11-22T12:00:00Z");

/**
 * Pages are kept compressed in the render cache and answered by the browser's Accept-Encoding:
 * the bytes a browser gets decode to exactly the page a client without compression gets, and
 * every answer says it varies by Accept-Encoding, so no shared cache hands brotli to a client
 * that cannot read it.
 */
describe.each(testDrivers())("public pages by Accept-Encoding on %s", (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, now, env: { SITE_URL: "https://esports.example" }, deps: { now: () => now, renderCacheMs: 600_000 } });
  });
  afterAll(async () => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: "GET", url, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });

  it("answers brotli to a browser, gzip to a client that only takes gzip, and the page as written otherwise", async () => {
    for (const url of ["/", "/matches/upcoming", "/no-such-page"]) {
      const plain = await get(url);
      expect(plain.headers["content-encoding"], url).toBeUndefined();
      expect(plain.body).toContain("</html>");

      const br = await get(url, "gzip, deflate, br, zstd");
      expect(br.statusCode).toBe(plain.statusCode);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain.body);
      expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

      const gz = await get(url, "gzip");
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.rawPayload).toString("utf8")).toBe(plain.body);

      for (const res of [plain, br, gz]) expect(String(res.headers.vary).toLowerCase().split(/,\s*/), url).toContain("accept-encoding");
    }
  });

  it("follows the client's q-values: brotli refused means gzip, and identity when it refuses both", async () => {
    expect((await get("/", "br;q=0, gzip")).headers["content-encoding"]).toBe("gzip");
    expect((await get("/", "gzip;q=1, br;q=0.5")).headers["content-encoding"]).toBe("gzip");
    const neither = await get("/", "deflate");
    expect(neither.headers["content-encoding"]).toBeUndefined();
    expect(neither.body).toContain("</html>");
  });

  it("answers a repeat request from the same compressed render: the same bytes", async () => {
    const first = await get("/tournaments", "br");
    const second = await get("/tournaments", "br");
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });
});
