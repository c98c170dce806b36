import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("../../apps/public/src/", import.meta.url));
const KIT = fileURLToPath(new URL("../../packages/ui/src/", import.meta.url));

/** The kit modules this app imports, with the kit modules those import in turn. */
function kitModulesUsed(): Set<string> {
  const used = new Set<string>();
  const visit = (name: string) => {
    if (used.has(name)) return;
    used.add(name);
    const file = [".ts", ".tsx"].map((ext) => path.join(KIT, name + ext)).find((f) => existsSync(f));
    if (!file) throw new Error(`@eb/ui/${name}: no such module under packages/ui/src`);
    for (const [, rel] of readFileSync(file, "utf8").matchAll(/from "\.\/([\w-]+)"/g)) visit(rel!);
  };
  for (const file of readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f))) {
    for (const [, name] of readFileSync(path.join(SRC, file), "utf8").matchAll(/from "@eb\/ui\/([\w-]+)"/g)) visit(name!);
  }
  return used;
}

describe("apps/public/src/styles.css @source for the UI kit", () => {
  it("lists every kit module the public site renders, so Tailwind generates their classes", () => {
    const css = readFileSync(path.join(SRC, "styles.css"), "utf8");
    const listed = /@source "\.\.\/\.\.\/\.\.\/packages\/ui\/src\/\{([^}]+)\}\.tsx";/.exec(css)?.[1]?.split(",") ?? [];
    expect(listed.length).toBeGreaterThan(0);
    // cn.ts holds no class names.
    const missing = [...kitModulesUsed()].filter((name) => name !== "cn" && !listed.includes(name));
    expect(missing, "add these to the @source line in apps/public/src/styles.css").toEqual([]);
  });
});
