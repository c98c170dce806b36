import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";

/**
 * Issue 36: the Nu HTML Checker (vnu-jar) finds no error in any server-rendered public page. Every
 * page shape the sitemap lists (each static page, and one tournament, match, team... page), plus
 * the pages it leaves out (search, coming soon, a 404), as an unplaced visitor; and the pages that
 * differ by place (home, /bonuses, a game guide) as visitors from the UK, Ontario and Texas. One
 * JVM checks every file at once (about 40 s on a busy machine; it needs Java 17, /usr/bin/java).
 */
const vnuJar = join(createRequire(import.meta.url).resolve("vnu-jar/package.json"), "..", "build", "dist", "vnu.jar");
const run = promisify(execFile);

const PLACES: Record<string, Record<string, string>> = {
  GB: { "CF-IPCountry": "GB" },
  "CA-ON": { "CF-IPCountry": "CA", "CF-Region-Code": "ON" },
  "US-TX": { "CF-IPCountry": "US", "CF-Region-Code": "TX" },
};
const PLACED_PAGES = ["/", "/bonuses", "/games/cs2"];
const NOT_IN_SITEMAP: [string, number][] = [
  ["/search?q=ember", 200],
  ["/coming-soon", 200],
  ["/no-such-page", 404],
];

/** One path per page shape: every path of one or two words as is, the first of each deeper kind (/tournament/cs2/12/Name). */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const byShape = new Map<string, string>();
  for (const path of paths) {
    const parts = path.split("/").filter(Boolean);
    const shape = parts.length <= 2 && !/\d/.test(path) ? path : `${parts[0]}:${parts.length}`;
    if (!byShape.has(shape)) byShape.set(shape, path);
  }
  return [...byShape.values()];
}

type VnuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string };

test("vnu: 0 errors on every server-rendered public page, for unplaced and placed visitors", async ({ request }) => {
  test.setTimeout(240_000);
  const pages: { name: string; path: string; headers: Record<string, string>; status: number }[] = [];
  for (const path of await sitemapPaths(request)) pages.push({ name: `unknown ${path}`, path, headers: {}, status: 200 });
  for (const [path, status] of NOT_IN_SITEMAP) pages.push({ name: `unknown ${path}`, path, headers: {}, status });
  for (const [place, headers] of Object.entries(PLACES)) for (const path of PLACED_PAGES) pages.push({ name: `${place} ${path}`, path, headers, status: 200 });
  expect(pages.length).toBeGreaterThan(20);

  const dir = await mkdtemp(join(tmpdir(), "eb-vnu-"));
  try {
    const fileOf = new Map<string, string>();
    for (const [i, p] of pages.entries()) {
      const response = await request.get(p.path, { headers: p.headers });
      expect(response.status(), p.name).toBe(p.status);
      expect(response.headers()["content-type"], p.name).toContain("text/html");
      const file = join(dir, `page-${i}.html`);
      await writeFile(file, await response.text());
      fileOf.set(file, p.name);
    }
    // vnu exits 1 when it reports errors; its JSON report (on stderr) is read either way.
    const report = await run("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...fileOf.keys()], { maxBuffer: 64 * 1024 * 1024 }).then(
      (r) => r.stderr,
      (err: { stderr?: string; code?: unknown }) => {
        if (err.code === "ENOENT") throw new Error("java was not found: the HTML check needs a Java runtime (apt-get install -y default-jre-headless)");
        return err.stderr ?? "";
      },
    );
    const messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map((m) => `${fileOf.get(m.url.replace(/^file:/, "")) ?? m.url}:${m.lastLine ?? "?"}: ${m.message} ${m.extract?.trim() ?? ""}`);
    expect(errors).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
