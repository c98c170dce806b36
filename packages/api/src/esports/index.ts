// esports/: matches, tournaments and teams as the public pages show them.

export { matchesRouter, teamsRouter, tournamentsRouter } from "./router";
export { buildMatchCalendar } from "./calendar";
export { upcomingMatches } from "./matches";
