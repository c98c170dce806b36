import type { SyncBatch, SyncProvider } from "./types";

/** Where the esports data comes from: PandaScore with a token, the demo world when asked for, else nowhere. */
export type EsportsProviderName = SyncProvider["name"];

/** What a sync without a provider answers; the back office shows it as the source's error. */
export const NO_PROVIDER_MESSAGE = "No esports data provider is configured: set PANDASCORE_TOKEN (or DEMO_DATA=true for demo data) and restart the server";

/**
 * Issue 23: a deployment without a token used to fall back on the demo provider and fill the public
 * site with invented teams. Demo data is now a choice (DEMO_DATA); without it and without a token
 * there is no provider, the site shows its empty states and the back office says how to add one.
 */
export function esportsProviderName(config: { token: string | null | undefined; demoData: boolean }): EsportsProviderName {
  if (config.token) return "pandascore";
  return config.demoData ? "demo" : "none";
}

/** The provider when there is none: the periodic jobs do not run, and a sync an admin starts fails saying why. */
export class NoProvider implements SyncProvider {
  readonly name = "none" as const;

  // eslint-disable-next-line require-yield -- it has nothing to give: the first read fails.
  async *fetch(): AsyncGenerator<SyncBatch> {
    throw new Error(NO_PROVIDER_MESSAGE);
  }
}
