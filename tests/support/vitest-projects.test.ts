import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseFiles } from "../../vitest.config";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Every test file under apps/*, packages/* and tests/ that makes a test database itself. */
function filesMakingDatabases(): string[] {
  const roots = ["apps", "packages"].flatMap((top) => readdirSync(path.join(ROOT, top)).map((name) => `${top}/${name}/src`));
  return [...roots, "tests/integration", "tests/support"]
    .flatMap((root) => {
      try {
        return (readdirSync(path.join(ROOT, root), { recursive: true }) as string[]).map((file) => `${root}/${file}`);
      } catch {
        return [];
      }
    })
    .filter((file) => /\.test\.tsx?$/.test(file) && /\b(createTestDb|testDrivers)\(/.test(readFileSync(path.join(ROOT, file), "utf8")));
}

describe("vitest's projects", () => {
  // A database file in the unit project runs in a thread, without the db project's setup (the
  // tests' argon2 cost, the run's databases kept per worker), and makes its databases from scratch.
  it("puts every file that makes a test database into the db project, however it imports the helpers", () => {
    const files = filesMakingDatabases();
    expect(files).toContain("packages/db/src/seed/demo-world.test.ts");
    expect(files.filter((file) => !databaseFiles.includes(file))).toEqual([]);
  });
});
