import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const run = promisify(execFile);
const CHECKER = path.resolve(import.meta.dirname, "../../scripts/check-doc-links.mjs");

/** Runs the checker over the given files; resolves to its exit code and output, whatever the code. */
async function check(files: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [CHECKER, ...files]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe("the docs' link check (scripts/check-doc-links.mjs)", () => {
  let dir: string;
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    return file;
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "eb-doc-links-"));
    write(
      "docs/guide.md",
      [
        "# Guide",
        "## `/go/{slug}`: what one address can count",
        "## Setup",
        "## Setup",
        '<a id="custom-spot"></a>',
        "```md",
        "[inside a fence](missing.md) is code, not a link",
        "```",
      ].join("\n"),
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("passes links to files that exist and to anchors by GitHub's rules (code, punctuation, repeats, HTML ids)", async () => {
    const readme = write(
      "README.md",
      [
        "# Project",
        "See [the guide](docs/guide.md), [go](docs/guide.md#goslug-what-one-address-can-count),",
        "[the second setup](docs/guide.md#setup-1), [a spot](docs/guide.md#custom-spot), [here](#project),",
        "`[code](nowhere.md)` and [outside](https://example.com/missing.md).",
        "",
        "[ref]: docs/guide.md#setup",
      ].join("\n"),
    );
    expect(await check([readme, path.join(dir, "docs/guide.md")])).toEqual({ code: 0, output: "doc links: 2 files, 0 broken\n" });
  });

  it("fails on a relative link to a file that does not exist", async () => {
    const readme = write("README.md", "# Project\n\nRead [the recipe](docs/recipe.md).\n");
    const { code, output } = await check([readme]);
    expect(code).toBe(1);
    expect(output).toContain("README.md:3: docs/recipe.md: no such file");
  });

  it("fails on an anchor that no heading makes, in the same file and in another", async () => {
    const readme = write("README.md", "# Project\n\n[up](#projects) and [there](docs/guide.md#set-up)\n");
    const { code, output } = await check([readme]);
    expect(code).toBe(1);
    expect(output).toContain("README.md:3: #projects: no heading or anchor #projects");
    expect(output).toContain("README.md:3: docs/guide.md#set-up: no heading or anchor #set-up in");
    expect(output).toContain("1 files, 2 broken");
  });
});
