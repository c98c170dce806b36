// Fails on a broken relative link or a missing #anchor in the project's Markdown: README.md,
// CONTRIBUTING.md, CHANGELOG.md and docs/**/*.md (or the files given as arguments). Outside
// addresses (https:, mailto:) are not followed: the check runs offline, in npm test's checks step.
//
// Anchors follow GitHub's rules (github-slugger): a heading's rendered text, lower-cased, with
// everything but letters, digits, marks, spaces, hyphens and underscores removed and each space made
// a hyphen; a repeated heading gets -1, -2, ... Explicit <a id|name="..."> anchors count too.
// Plain Node, no dependencies: remark-validate-links does the same through the unified/remark tree
// (about 40 packages) for this one check, and markdown-link-check is built around following URLs.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The Markdown files the check covers by default. */
export function defaultFiles(root = ROOT) {
  const top = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"].map((f) => path.join(root, f)).filter((f) => existsSync(f));
  const docs = path.join(root, "docs");
  const inDocs = existsSync(docs)
    ? readdirSync(docs, { recursive: true })
        .map((f) => path.join(docs, String(f)))
        .filter((f) => f.endsWith(".md") && statSync(f).isFile())
    : [];
  return [...top, ...inDocs.sort()];
}

/** Lines outside fenced code blocks, with their numbers; inline code spans blanked so their brackets are no links. */
function proseLines(text) {
  const out = [];
  let fence = null;
  text.split("\n").forEach((line, i) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence) {
      // A fence closes on a bare run of its own character, at least as long as the one that opened it.
      if (marker && marker[1][0] === fence[0] && marker[1].length >= fence.length && marker[2].trim() === "") fence = null;
      return;
    }
    if (marker) {
      fence = marker[1];
      return;
    }
    out.push({ number: i + 1, raw: line, text: line.replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, (m) => " ".repeat(m.length)) });
  });
  return out;
}

/** The text GitHub renders for a heading: a link becomes its text, HTML tags go (the slug drops `*` and backticks itself). */
function headingText(raw) {
  return raw
    .replace(/\s+#+\s*$/, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, "$1")
    .replace(/<[^>]+>/g, "");
}

/** GitHub's slug for a heading's text (github-slugger's rules). */
export function slug(text) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor a Markdown text offers: its headings' slugs (repeats numbered) and explicit HTML ids. */
export function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  for (const { raw: line } of proseLines(text)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      const base = slug(headingText(heading[1]).trim());
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const html of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/gi)) anchors.add(html[1]);
  }
  return anchors;
}

/** The links of a Markdown text: inline `[text](target)` and reference definitions `[label]: target`. */
export function linksOf(text) {
  const links = [];
  for (const { number, text: line } of proseLines(text)) {
    for (const m of line.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ line: number, target: m[1] });
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/.exec(line);
    if (definition) links.push({ line: number, target: definition[1] });
  }
  return links;
}

/** The problems in one file's links, each "file:line: message". `read` is injectable for tests. */
export function checkFile(file, { root = ROOT, read = (f) => readFileSync(f, "utf8") } = {}) {
  const problems = [];
  const text = read(file);
  const anchorCache = new Map();
  const anchorsIn = (target) => {
    if (!anchorCache.has(target)) anchorCache.set(target, anchorsOf(target === file ? text : read(target)));
    return anchorCache.get(target);
  };
  for (const { line, target } of linksOf(text)) {
    if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) continue;
    const [rawPath, rawAnchor] = target.split("#", 2);
    const where = `${path.relative(root, file)}:${line}`;
    let linked = file;
    if (rawPath) {
      const decoded = decodeURIComponent(rawPath);
      linked = decoded.startsWith("/") ? path.join(root, decoded) : path.resolve(path.dirname(file), decoded);
      if (!existsSync(linked)) {
        problems.push(`${where}: ${target}: no such file ${path.relative(root, linked)}`);
        continue;
      }
    }
    if (rawAnchor === undefined || rawAnchor === "") continue;
    if (!linked.endsWith(".md") || statSync(linked).isDirectory()) continue;
    const anchor = decodeURIComponent(rawAnchor);
    if (!anchorsIn(linked).has(anchor)) problems.push(`${where}: ${target}: no heading or anchor #${anchor} in ${path.relative(root, linked)}`);
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = process.argv.length > 2 ? process.argv.slice(2).map((f) => path.resolve(f)) : defaultFiles();
  const problems = files.flatMap((file) => checkFile(file));
  for (const problem of problems) console.error(problem);
  console.log(`doc links: ${files.length} files, ${problems.length} broken`);
  process.exit(problems.length ? 1 : 0);
}
