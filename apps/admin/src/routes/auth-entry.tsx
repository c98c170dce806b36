import { useState } from "react";
import { AuthPage } from "./auth-page";
import { InvitePage } from "./invite-page";
import { inviteTokenFromHash } from "./invite-token";

/** /auth: the sign-in page, or the invitation form when the address carries an invitation token. */
export function AuthEntry() {
  const [token, setToken] = useState(() => inviteTokenFromHash(window.location.hash));
  if (!token) return <AuthPage />;
  return (
    <InvitePage
      token={token}
      onDone={() => {
        // Drop the used token from the address bar and history, then show the sign-in form.
        window.history.replaceState(null, "", "/auth");
        setToken(null);
      }}
    />
  );
}
