/** Plain values of the bookmaker entity, shared by the schema and the browser-safe admin contracts. */
export const BONUS_TYPES = ["deposit", "no_deposit", "cashback", "free_bets", "loyalty", "other"] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

/** 'published' shows on the public pages (when active); 'draft' and 'archived' never do. Nothing is deleted. */
export const PUBLISH_STATUSES = ["published", "draft", "archived"] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
