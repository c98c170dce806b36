import { useSyncExternalStore } from "react";
import type { OddsFormat } from "@eb/api/shared";
import { subscribePreferences } from "./local-store";
import { serverOddsFormat, storedOddsFormat } from "./odds-format";

/**
 * The odds format prices are shown in. The server renders decimal and hydration starts from it (no
 * mismatch); the stored choice applies right after, and a change in another tab follows here.
 * Price boxes keep one width for every format (oddsPriceChars), so the switch moves nothing.
 */
export function useOddsFormat(): OddsFormat {
  return useSyncExternalStore(subscribePreferences, storedOddsFormat, serverOddsFormat);
}
