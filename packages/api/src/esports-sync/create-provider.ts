import type { DbHandle } from "@eb/db";
import { DemoProvider } from "./demo/demo-provider";
import { esportsProviderName, NoProvider } from "./no-provider";
import { PandaScoreProvider } from "./pandascore/provider";
import type { SyncProvider } from "./types";

export type SyncConfig = {
  token?: string | undefined;
  baseUrl?: string | undefined;
  /** PANDASCORE_REALTIME: the live jobs follow running matches on PandaScore's sockets (with a token only). */
  realtime?: boolean | undefined;
  /** Without a token: the demo provider (DEMO_DATA), else none. Unsaid, the demo provider, as before DEMO_DATA existed. */
  demoData?: boolean | undefined;
};

/** PandaScore when a token is configured, else the demo provider when demo data is wanted, else none. */
export function createProvider(handle: DbHandle, config: SyncConfig): SyncProvider {
  const name = esportsProviderName({ token: config.token, demoData: config.demoData ?? true });
  if (name === "pandascore") return new PandaScoreProvider({ token: config.token!, baseUrl: config.baseUrl || undefined });
  return name === "demo" ? new DemoProvider(handle.db) : new NoProvider();
}
