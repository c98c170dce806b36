// Types for the rule's one export, so TypeScript tests (tests/support/lint-rules.test.ts) can import the plain-JS rule.
import type { Rule } from "eslint";

export declare const timeUnits: Rule.RuleModule;
