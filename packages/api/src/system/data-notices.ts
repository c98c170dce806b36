import type { Db } from "@eb/db";
import { demoHistoryLabel } from "../demo-history";
import type { EsportsProviderName } from "../esports-sync";

/**
 * What the back office says at the top of its tabs about where its data comes from: no esports
 * provider at all (issue 23: a deployment without a token used to show invented matches; now it
 * shows nothing and the admins are told how to add one), and the span of the demo's invented
 * analytics history, so its figures are never taken for real ones.
 */
export type DataNotices = {
  esportsProvider: EsportsProviderName;
  /** ISO instants (JSON carries no dates). */
  demoHistory: { coversFrom: string; coversTo: string } | null;
};

export async function dataNotices(db: Db, provider: { name: EsportsProviderName }): Promise<DataNotices> {
  const label = await demoHistoryLabel(db);
  return {
    esportsProvider: provider.name,
    demoHistory: label && { coversFrom: label.coversFrom.toISOString(), coversTo: label.coversTo.toISOString() },
  };
}
