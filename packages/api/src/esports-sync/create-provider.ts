import type { DbHandle } from "@eb/db";
import { DemoProvider } from "./demo/demo-provider";
import { PandaScoreProvider } from "./pandascore/provider";
import type { SyncProvider } from "./types";

export type SyncConfig = { token?: string | undefined; baseUrl?: string | undefined };

/** PandaScore when a token is configured, else the demo provider. */
export function createProvider(handle: DbHandle, config: SyncConfig): SyncProvider {
  return config.token ? new PandaScoreProvider({ token: config.token, baseUrl: config.baseUrl || undefined }) : new DemoProvider(handle.db);
}
