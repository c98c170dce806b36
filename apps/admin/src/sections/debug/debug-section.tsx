import { useId } from "react";
import { ApiUsageCard } from "./api-usage-card";
import { DataStatisticsCard } from "./data-statistics-card";
import { OddsFeedCard } from "./odds-feed-card";
import { OddsFeedsCard } from "./odds-feeds-card";
import { ProviderCard } from "./provider-card";

/** Debug Tools tab (spec 2): API usage monitor, the provider's detailed usage, the odds feed, data filters and statistics. */
export default function DebugSection() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-6">
      <div>
        <h2 id={titleId} className="text-xl font-semibold">
          Debug Tools
        </h2>
        <p className="text-sm text-slate-400">How the esports data provider and the odds feed are used, and what the site holds.</p>
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <ApiUsageCard />
        <ProviderCard />
      </div>
      <OddsFeedsCard />
      <OddsFeedCard />
      <DataStatisticsCard />
    </section>
  );
}
