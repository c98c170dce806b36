import type { Db } from "@eb/db";
import type { TaskLog } from "../platform";
import type { Game } from "@eb/db/games";
import { demoOddsFeed } from "./demo-odds-feed";
import { oddsFeedName } from "./feed-info";
import { theOddsApiSource } from "./the-odds-api/source";
import type { OddsSource } from "./types";

export type OddsConfig = { apiKey: string | null; baseUrl: string; sportKeys: Partial<Record<Game, string>>; regions: string };

/** The Odds API with a key; the demo prices without one while the esports data is the demo world; else none. */
export function createOddsSource(
  db: Db,
  config: OddsConfig,
  esportsDemo: boolean,
  env: { log: Pick<TaskLog, "warn" | "info">; now: () => Date },
): OddsSource | null {
  const name = oddsFeedName({ apiKey: config.apiKey, esportsDemo });
  if (name === "the-odds-api")
    return theOddsApiSource({ baseUrl: config.baseUrl, apiKey: config.apiKey!, sportKeys: config.sportKeys, regions: config.regions, ...env });
  return name === "demo" ? demoOddsFeed(db) : null;
}
