import type { CurrentSession } from "../../identity/sessions/sessions";

/** Who an admin procedure runs for: a live, fully verified session of a user with the admin role. */
export type SignedInAdmin = Omit<CurrentSession, "mfaPending">;
