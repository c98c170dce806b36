import { Redirect, Route, Switch } from "wouter";
import { AuthPage } from "./routes/auth-page";
import { AdminPage } from "./shell/admin-page";

export function App() {
  return (
    <Switch>
      <Route path="/auth" component={AuthPage} />
      <Route path="/admin" component={AdminPage} />
      <Route path="/admin/*" component={AdminPage} />
      <Route>
        <Redirect to="/auth" />
      </Route>
    </Switch>
  );
}
