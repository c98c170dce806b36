import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

/**
 * axe-core (a dev dependency, injected from node_modules, nothing downloaded), run in the page with
 * its default rules (WCAG A/AA and best practices). Injected through page.evaluate: the pages' CSP
 * (script-src 'self') does not govern it.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Violation = { id: string; impact: string | null; nodes: Array<{ target: unknown[]; failureSummary?: string }> };

/** One line per failing node: rule, impact, selector and axe's summary of the failure. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations;
  });
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${JSON.stringify(n.target)} ${n.failureSummary ?? ""}`));
}
