import type { AppRoute } from "./types";
import { UpcomingMatchesPage, loadUpcomingMatches } from "./upcoming-matches";

/** Every public route, in match order; anything else renders the not-found screen. */
export const routes: AppRoute[] = [
  { path: "/matches/upcoming", component: UpcomingMatchesPage, load: loadUpcomingMatches },
];
