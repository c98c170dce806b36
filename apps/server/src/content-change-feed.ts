import { ChangeFeed, type ContentTopic } from "@eb/api";

/** What a cache must drop: one topic's content, or everything (after missed notifications). */
export type ContentChange = ContentTopic | "all";

const TOPICS: readonly string[] = ["bookmakers", "teams", "experiments", "odds", "jurisdictions"] satisfies ContentTopic[];

/** A notification payload as a change; anything unknown is treated as "all" (drop too much, never too little). */
export function parseContentChange(payload: string): ContentChange {
  return TOPICS.includes(payload) ? (payload as ContentTopic) : "all";
}

/** True when a cache of the given topics must drop its entries for this change. */
export const affects = (change: ContentChange, topics: readonly ContentTopic[]) => change === "all" || topics.includes(change);

/**
 * This server instance's feed of public content changes, fed by PostgreSQL LISTEN (see
 * plugins/content-invalidation.ts) and read by the caches of public pages and redirects.
 */
export class ContentChangeFeed extends ChangeFeed<ContentChange> {}
