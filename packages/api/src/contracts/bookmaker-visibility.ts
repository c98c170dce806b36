import { z } from "zod";
import type { PublishStatus } from "@eb/db/bookmaker-values";
import { dbId } from "./db-id";

/**
 * What visitors get of a bookmaker, as one state. The table keeps two columns (publish_status and
 * active; visitors see a bookmaker only when it is published and active), and four signals on a
 * card ("Active + Draft") left the admin to work out the combination.
 */
export const VISIBILITIES = ["live", "paused", "draft", "archived"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const VISIBILITY_LABELS: Record<Visibility, string> = {
  live: "Live: shown to visitors",
  paused: "Paused: hidden for now",
  draft: "Draft: not published yet",
  archived: "Archived: retired",
};

/** The one state a bookmaker's two columns amount to. A draft or archived one is hidden whatever its active flag. */
export function visibilityOf(b: { publishStatus: PublishStatus; active: boolean }): Visibility {
  if (b.publishStatus === "published") return b.active ? "live" : "paused";
  return b.publishStatus;
}

/**
 * The columns that give a state. Draft and archived leave the active flag as it is: it means nothing
 * until the bookmaker is published again, and going live switches it on.
 */
export function visibilityFields(visibility: Visibility): { publishStatus: PublishStatus; active?: boolean } {
  switch (visibility) {
    case "live":
      return { publishStatus: "published", active: true };
    case "paused":
      return { publishStatus: "published", active: false };
    default:
      return { publishStatus: visibility };
  }
}

export const setVisibilityInput = z.object({ id: dbId(), version: dbId(), visibility: z.enum(VISIBILITIES) });
