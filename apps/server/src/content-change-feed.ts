import { ChangeFeed, type ContentTopic } from "@eb/api";

/** A change to some matches' content only (`topic:id,id,…`): their pages and the lists with their cards. */
export type MatchesChange = { topic: ContentTopic; matchIds: readonly number[] };

/** What a cache must drop: one topic's content, some matches' content of a topic, or everything (after missed notifications). */
export type ContentChange = ContentTopic | MatchesChange | "all";

const TOPICS: readonly string[] = ["bookmakers", "teams", "experiments", "odds", "jurisdictions"] satisfies ContentTopic[];
const MATCH_ID = /^[1-9][0-9]{0,15}$/;

/**
 * A notification payload as a change (contentChangePayload writes it); anything unknown or malformed
 * is treated as "all" (drop too much, never too little).
 */
export function parseContentChange(payload: string): ContentChange {
  const colon = payload.indexOf(":");
  if (colon === -1) return TOPICS.includes(payload) ? (payload as ContentTopic) : "all";
  const topic = payload.slice(0, colon);
  const ids = payload.slice(colon + 1).split(",");
  if (!TOPICS.includes(topic) || !ids.every((id) => MATCH_ID.test(id))) return "all";
  return { topic: topic as ContentTopic, matchIds: ids.map(Number) };
}

/** The topic a change concerns ("all" for everything). */
export const topicOf = (change: ContentChange): ContentTopic | "all" => (typeof change === "object" ? change.topic : change);

/** True when a cache of the given topics must drop its entries for this change. */
export const affects = (change: ContentChange, topics: readonly ContentTopic[]) => {
  const topic = topicOf(change);
  return topic === "all" || topics.includes(topic);
};

/**
 * This server instance's feed of public content changes, fed by PostgreSQL LISTEN (see
 * plugins/content-invalidation.ts) and read by the caches of public pages and redirects.
 */
export class ContentChangeFeed extends ChangeFeed<ContentChange> {}
