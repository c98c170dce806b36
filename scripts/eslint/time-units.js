// @ts-check
// A local ESLint rule: durations are written in the platform's units (`30 * MINUTE_MS`, `DAY_MS`),
// never as bare milliseconds or seconds (`1800000`, `30 * 60 * 1000`, `86400`). The units live in
// packages/api/src/shared/time.ts (browser-safe, so the front ends use them too) and reach server
// code through "../platform".

/** Factors that make a product a duration: 1000 (ms in a second) with any of 60/3600/86400, or two clock factors (60 * 60, 60 * 24). */
const CLOCK = new Set([60, 24, 3600, 86400]);
/**
 * A minute, hour, day or week as a bare number of milliseconds or seconds. Only these values: a
 * multiple of 60000 is as often an id base (9_000_000) or a count as a duration.
 */
const DURATIONS = new Set([60_000, 3_600_000, 86_400_000, 604_800_000, 3600, 86_400, 604_800]);
const isDurationLiteral = (/** @type {number} */ n) => DURATIONS.has(n);

/** The numeric literal factors of a chain of `*` (a * b * c), looking through parentheses. */
function factors(/** @type {any} */ node, /** @type {number[]} */ out = []) {
  if (node.type === "BinaryExpression" && node.operator === "*") {
    factors(node.left, out);
    factors(node.right, out);
  } else if (node.type === "Literal" && typeof node.value === "number") out.push(node.value);
  return out;
}

/** @type {import("eslint").Rule.RuleModule} */
export const timeUnits = {
  meta: {
    type: "suggestion",
    docs: { description: "Durations in the platform's units (SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS), not bare numbers" },
    schema: [],
    messages: {
      literal: "{{value}} looks like a duration: write it with SECOND_MS / MINUTE_MS / HOUR_MS / DAY_MS (from the platform, or @eb/api/shared in a front end).",
      product: "A duration spelled out in factors: write it with SECOND_MS / MINUTE_MS / HOUR_MS / DAY_MS (seconds as `HOUR_MS / SECOND_MS`).",
    },
  },
  create(context) {
    return {
      Literal(node) {
        if (typeof node.value !== "number" || !Number.isInteger(node.value) || !isDurationLiteral(node.value)) return;
        // A literal that is one factor of a product is judged with the product.
        const parent = /** @type {any} */ (node).parent;
        if (parent?.type === "BinaryExpression" && parent.operator === "*") return;
        context.report({ node, messageId: "literal", data: { value: String(node.raw) } });
      },
      BinaryExpression(node) {
        if (node.operator !== "*") return;
        const parent = /** @type {any} */ (node).parent;
        if (parent?.type === "BinaryExpression" && parent.operator === "*") return; // judged at the top of the chain
        const fs = factors(node);
        const clock = fs.filter((f) => CLOCK.has(f));
        const duration = (fs.includes(1000) && clock.length > 0) || clock.length >= 2 || fs.some(isDurationLiteral);
        if (duration) context.report({ node, messageId: "product" });
      },
    };
  },
};
