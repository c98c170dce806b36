import { useState } from "react";
import { AuthPage } from "./auth-page";
import { oneTimeLinkFromHash } from "./link-token";
import { SetPasswordPage } from "./set-password-page";

/** /auth: the sign-in page, or the set-password form when the address carries an invitation or reset token. */
export function AuthEntry() {
  const [link, setLink] = useState(() => oneTimeLinkFromHash(window.location.hash));
  if (!link) return <AuthPage />;
  return (
    <SetPasswordPage
      link={link}
      onDone={() => {
        // Drop the used token from the address bar and history, then show the sign-in form.
        window.history.replaceState(null, "", "/auth");
        setLink(null);
      }}
    />
  );
}
