import { Redirect, Route, Switch } from "wouter";
import { AuthEntry } from "./routes/auth-entry";
import { AdminPage } from "./shell/admin-page";

export function App() {
  return (
    <Switch>
      <Route path="/auth" component={AuthEntry} />
      <Route path="/admin" component={AdminPage} />
      <Route path="/admin/*" component={AdminPage} />
      <Route>
        <Redirect to="/auth" />
      </Route>
    </Switch>
  );
}
