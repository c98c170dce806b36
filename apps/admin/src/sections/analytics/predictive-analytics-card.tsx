import { useId } from "react";
import { Sparkles } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { BookmakerInsights } from "./bookmaker-insights";
import { ContentOpportunities } from "./content-opportunities";
import { ConversionTrend } from "./conversion-trend";
import type { Dashboard } from "./dashboard-types";
import { ForecastTable } from "./forecast-table";
import { PeakHours } from "./peak-hours";

/** Spec 2: Predictive Analytics, with the thresholds of spec 9 applied on the server. */
export function PredictiveAnalyticsCard({ dashboard }: { dashboard: Dashboard }) {
  const titleId = useId();
  const { predictions, bookmakers } = dashboard;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Sparkles className="size-5 text-violet-300" aria-hidden />
          Predictive Analytics
        </CardTitle>
        <CardDescription>Patterns in this range and a forecast from the days before today</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        <PeakHours peak={predictions.peakHours} />
        <ConversionTrend conversion={predictions.conversion} />
        <BookmakerInsights insights={bookmakers.insights} />
        <ContentOpportunities pages={predictions.contentOpportunities} />
        <ForecastTable forecast={predictions.forecast} />
      </CardContent>
    </Card>
  );
}
