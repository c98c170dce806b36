/** What a one-time link in the address lets its holder do. */
export type OneTimeLink = { kind: "invite" | "reset"; token: string };

/**
 * The one-time link in the address (`/auth#invite=<token>` or `/auth#reset=<token>`): the token is
 * kept in the fragment, so it never reaches a server log or a Referer header.
 */
export function oneTimeLinkFromHash(hash: string): OneTimeLink | null {
  const match = /^#(invite|reset)=([A-Za-z0-9_-]{20,100})$/.exec(hash);
  return match ? { kind: match[1] as OneTimeLink["kind"], token: match[2]! } : null;
}
