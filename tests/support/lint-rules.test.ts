// The written rules that lint runs, proven on small inputs: a duration outside the time units
// (scripts/eslint/time-units.js) and a file-level import cycle, type-only imports included
// (.dependency-cruiser.mjs, rule no-file-cycle).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { cruise, type IConfiguration } from "dependency-cruiser";
import { timeUnits } from "../../scripts/eslint/time-units.js";

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
tester.run("time-units", timeUnits, {
  valid: [
    "const ttl = 5 * MINUTE_MS;",
    "const seconds = DAY_MS / SECOND_MS;",
    // Not durations: ids, counts, sizes, a plain 1000.
    "const DEMO_ID_BASE = 9_000_000;",
    "const maxBytes = 1000 * 1024;",
    "const limit = 3_000;",
    "const perMille = x / 1000;",
  ],
  invalid: [
    { code: "const MINUTE = 60_000;", errors: [{ messageId: "literal" }] },
    { code: "const HOUR = 3_600_000;", errors: [{ messageId: "literal" }] },
    { code: "const DAY = 86400000;", errors: [{ messageId: "literal" }] },
    { code: "const maxAge = 86400;", errors: [{ messageId: "literal" }] },
    { code: "const window = 10 * 60_000;", errors: [{ messageId: "product" }] },
    { code: "const t = 1000 * 60;", errors: [{ messageId: "product" }] },
    { code: "const DAY_MS = 24 * 60 * 60 * 1000;", errors: [{ messageId: "product" }] },
    { code: "const maxAge = 60 * 60 * 24;", errors: [{ messageId: "product" }] },
    { code: "const minute = Math.floor(t / 60_000);", errors: [{ messageId: "literal" }] },
  ],
});

describe("no-file-cycle", () => {
  const dir = mkdtempSync(join(tmpdir(), "eb-cycle-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The workspace's rules on a folder of two files; what it reports, by rule name. */
  async function violations(files: Record<string, string>): Promise<string[]> {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    // The workspace's own configuration file (plain JS, so imported by URL rather than typed).
    const configUrl = pathToFileURL(resolve(import.meta.dirname, "../../.dependency-cruiser.mjs")).href;
    const config = ((await import(configUrl)) as { default: IConfiguration }).default;
    const { tsConfig: _workspaceTsConfig, ...options } = config.options ?? {};
    const result = await cruise([dir], { ...options, ruleSet: { forbidden: config.forbidden }, validate: true });
    if (typeof result.output === "string") throw new Error("expected a cruise result object");
    return result.output.summary.violations.map((v) => v.rule.name);
  }

  it("fails on two files that import each other's types only", async () => {
    const found = await violations({
      "a.ts": 'import type { B } from "./b";\nexport type A = { b?: B };\n',
      "b.ts": 'import type { A } from "./a";\nexport type B = { a?: A };\n',
    });
    expect(found).toContain("no-file-cycle");
  });

  it("passes once the shared part moves to a file both import", async () => {
    const found = await violations({
      "a.ts": 'import type { B } from "./b";\nexport type A = { b?: B };\n',
      "b.ts": 'import type { Shared } from "./shared";\nexport type B = { s?: Shared };\n',
      "shared.ts": "export type Shared = { n: number };\n",
    });
    expect(found).not.toContain("no-file-cycle");
  });
});
