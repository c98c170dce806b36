import type { ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { TRPCClient } from "@trpc/client";
import type { PublicRouter } from "@eb/api";
import { TRPCProvider } from "./lib/trpc";
import { RenderClockProvider } from "./lib/viewer-clock";
import { AnalyticsProvider, DemoEsportsProvider, DemoVisitorPlaceProvider } from "./lib/site-features";
import { App } from "./app";
import { ExperimentsProvider } from "./lib/experiments/experiments";
import type { ExperimentAssignment } from "@eb/api/shared";

/** Providers shared by the server render and the browser, so both trees are identical. */
export function Root({
  queryClient,
  trpcClient,
  renderedAt,
  analytics,
  demoEsports,
  demoVisitorPlace,
  experiments,
  router,
}: {
  queryClient: QueryClient;
  trpcClient: TRPCClient<PublicRouter>;
  renderedAt: string;
  /** The server's ANALYTICS_TRACKING, from the boot data. */
  analytics: boolean;
  /** The esports data is the demo provider's, from the boot data. */
  demoEsports: boolean;
  /** The demo's place for a visitor it could not place, by name (DEMO_VISITOR_PLACE), from the boot data. */
  demoVisitorPlace: string | null;
  /** The visitor's A/B variants, from the server. */
  experiments: readonly ExperimentAssignment[];
  router: (children: ReactNode) => ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient}>
        <AnalyticsProvider enabled={analytics}>
          <DemoEsportsProvider demo={demoEsports}>
            <DemoVisitorPlaceProvider place={demoVisitorPlace}>
              <RenderClockProvider renderedAt={renderedAt}>
                <ExperimentsProvider assignments={experiments}>{router(<App />)}</ExperimentsProvider>
              </RenderClockProvider>
            </DemoVisitorPlaceProvider>
          </DemoEsportsProvider>
        </AnalyticsProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
