import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** The releases scripts/node-lts.mjs installs, read from its source (a plain .mjs the typecheck does not see). */
function pinnedReleases(): Record<string, string> {
  const table = /export const LTS = \{([^}]*)\}/.exec(read("scripts/node-lts.mjs"))?.[1] ?? "";
  return Object.fromEntries([...table.matchAll(/(\d+): "(\d+\.\d+\.\d+)"/g)].map((m) => [m[1]!, m[2]!]));
}
const defaultLine = () => /export const DEFAULT_LTS = "(\d+)"/.exec(read("scripts/node-lts.mjs"))?.[1];

describe("one Node runtime everywhere: the pinned LTS, engines, @types/node and the image", () => {
  it("pins Node 24 (production) and Node 26 (must pass too), each release on its own line", () => {
    const releases = pinnedReleases();
    expect(Object.keys(releases).sort()).toEqual(["24", "26"]);
    for (const [line, release] of Object.entries(releases)) expect(release.split(".")[0]).toBe(line);
    expect(defaultLine()).toBe("24");
  });

  it("declares the production line in engines and types its Node APIs from the same major", () => {
    const pkg = JSON.parse(read("package.json")) as { engines: { node: string }; devDependencies: Record<string, string> };
    expect(pkg.engines.node).toBe(`>=${defaultLine()}`);
    expect(pkg.devDependencies["@types/node"]!.split(".")[0]).toBe(defaultLine());
    // The compiled server's bundle is written for the same line.
    expect(read("apps/server/build.mjs")).toContain(`target: "node${defaultLine()}",`);
  });

  it("proves the second line on database files that exist: a renamed one would drop out of the proof unseen", () => {
    const list = /const RUNTIME_DB_FILES = \[([\s\S]*?)\];/.exec(read("scripts/test.mjs"))?.[1] ?? "";
    const files = [...list.matchAll(/^\s*"([^"]+)",/gm)].map((m) => m[1]!);
    expect(files).toContain("tests/integration/production-install.test.ts");
    for (const file of files) expect(existsSync(path.join(ROOT, file)), file).toBe(true);
  });

  it("builds and runs the image on exactly the release the tests run on", () => {
    const bases = [...read("Dockerfile").matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    const release = pinnedReleases()[defaultLine()!];
    expect(bases).toEqual([`node:${release}-bookworm-slim`, `node:${release}-bookworm-slim`]);
  });
});
