/** Plain values of the bookmaker entity, shared by the schema and the browser-safe admin contracts. */
export const BONUS_TYPES = ["deposit", "no_deposit", "cashback", "free_bets", "loyalty", "other"] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

/** How visitors and admins read each bonus type. */
export const BONUS_TYPE_LABELS: Record<BonusType, string> = {
  deposit: "Deposit bonus",
  no_deposit: "No-deposit bonus",
  cashback: "Cashback",
  free_bets: "Free bets",
  loyalty: "Loyalty reward",
  other: "Other offer",
};

/** 'published' shows on the public pages (when active); 'draft' and 'archived' never do. Nothing is deleted. */
export const PUBLISH_STATUSES = ["published", "draft", "archived"] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
