import type { AdminBookmaker } from "./ab-test-types";

/** The bookmakers a featured-bookmaker variant may put first: the ones visitors see (active and published), in display order. */
export const listedBookmakers = (list: readonly AdminBookmaker[]): AdminBookmaker[] => list.filter((b) => b.active && b.publishStatus === "published");
