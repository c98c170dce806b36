import { ApiUsageCard } from "./api-usage-card";
import { DataStatisticsCard } from "./data-statistics-card";
import { ProviderCard } from "./provider-card";

/** Debug Tools tab (spec 2): API usage monitor, the provider's detailed usage, data filters and statistics. */
export default function DebugSection() {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 xl:grid-cols-2">
        <ApiUsageCard />
        <ProviderCard />
      </div>
      <DataStatisticsCard />
    </div>
  );
}
