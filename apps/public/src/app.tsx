import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { ANY_PATH, routes } from "./routes/route-table";
import { NotFoundPage } from "./routes/not-found";
import { SiteLayout } from "./components/layout/site-layout";
import { LoadingState } from "./components/list-states";
import { RouteErrorBoundary } from "./components/error-fallbacks/route-error-boundary";
import { SiteServices } from "./components/consent/site-services";
import { useAnalyticsEnabled } from "./lib/site-features";
import { useFreshAdminContentOnNavigation } from "./lib/content-freshness";

export function App() {
  const analytics = useAnalyticsEnabled();
  useFreshAdminContentOnNavigation();
  return (
    <SiteLayout afterHeader={analytics && <SiteServices />}>
      {/* Lazily loaded pages suspend here; during hydration the server HTML stays until their code arrives. */}
      <RouteErrorBoundary>
        <Suspense fallback={<LoadingState>Loading...</LoadingState>}>
          <Switch>
            {routes.map((r) => (
              <Route key={r.path} path={r.path}>
                {(params) => <r.component params={params} />}
              </Route>
            ))}
            <Route path={ANY_PATH}>
              <NotFoundPage />
            </Route>
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </SiteLayout>
  );
}
