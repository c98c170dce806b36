import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { routes } from "./routes/route-table";
import { NotFoundPage } from "./routes/not-found";
import { SiteLayout } from "./components/layout/site-layout";

export function App() {
  return (
    <SiteLayout>
      {/* A lazy page not loaded yet (client navigation) suspends here until its chunk arrives. */}
      <Suspense fallback={<p role="status" className="py-16 text-center text-slate-400">Loading...</p>}>
      <Switch>
        {routes.map((r) => (
          <Route key={r.path} path={r.path}>
            {(params) => <r.component params={params} />}
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
      </Suspense>
    </SiteLayout>
  );
}
