/**
 * Who an admin procedure runs for: a live, fully verified session of a user with the admin role.
 * The identity domain finds it (`adminProcedure`); the platform only carries it, so the audit
 * trail and the call log can say who acted.
 */
export type SignedInAdmin = {
  /** The session's token hash (the token itself is only in the browser's cookie). */
  tokenHash: string;
  userId: string;
  email: string;
  createdAt: Date;
  expiresAt: Date;
};
