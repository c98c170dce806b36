/** Visitor event types as the admin reads them. */
export const EVENT_TYPE_LABELS: Record<string, string> = {
  page_view: "Page view",
  bookmaker_click: "Bookmaker click",
  game_page_visit: "Game page visit",
  scroll_depth: "Scroll depth",
};

export const eventTypeLabel = (type: string) => EVENT_TYPE_LABELS[type] ?? type;
