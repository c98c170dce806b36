import { Route, Switch } from "wouter";
import { routes } from "./routes/route-table";
import { NotFoundPage } from "./routes/not-found";
import { SiteLayout } from "./components/layout/site-layout";

export function App() {
  return (
    <SiteLayout>
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
    </SiteLayout>
  );
}
