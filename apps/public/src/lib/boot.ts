import type { DehydratedState } from "@tanstack/react-query";
import type { ExperimentAssignment } from "@eb/api/shared";

/** What the server hands to the browser next to the rendered HTML. */
export type BootData = {
  siteUrl: string;
  /** The instant the server rendered at, so the first client render says the same "Today". */
  renderedAt: string;
  /** ANALYTICS_TRACKING: false means no consent banner, tracker or cookie settings. */
  analytics: boolean;
  /** The esports data is the demo provider's invented world: the pages carry a notice. */
  demoEsports?: boolean;
  /** The demo's place, by name, for a visitor it could not place: the pages carry a notice. */
  demoVisitorPlace?: string | null;
  dehydrated: DehydratedState;
  /** The visitor's A/B variants (consented sessions only; empty otherwise). */
  experiments?: ExperimentAssignment[];
};

export const BOOT_ELEMENT_ID = "__BOOT__";

/** JSON for a <script type="application/json"> block, safe against "</script>" and U+2028. */
export function serializeBoot(data: BootData): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
