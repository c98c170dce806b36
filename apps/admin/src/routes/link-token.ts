/** What a one-time link in the address lets its holder do; `setup` creates the first admin (the server's console prints it). */
export type OneTimeLink = { kind: "invite" | "reset" | "setup"; token: string };

/**
 * The one-time link in the address (`/auth#invite=<token>`, `/auth#reset=<token>` or
 * `/auth#setup=<token>`): the token is kept in the fragment, so it never reaches a server log or a
 * Referer header.
 */
export function oneTimeLinkFromHash(hash: string): OneTimeLink | null {
  const match = /^#(invite|reset|setup)=([A-Za-z0-9_-]{20,100})$/.exec(hash);
  return match ? { kind: match[1] as OneTimeLink["kind"], token: match[2]! } : null;
}
