import { jurisdictionName, OTHER, UNKNOWN } from "./codes";

/** How the tab and the audit log name a rule: "United Kingdom (GB)", "New Jersey, United States (US-NJ)", "Other countries". */
export function ruleLabel(code: string): string {
  return code === OTHER || code === UNKNOWN ? jurisdictionName(code) : `${jurisdictionName(code)} (${code})`;
}
