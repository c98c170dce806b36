/** The token of an invitation link (`/auth#invite=<token>`): kept in the fragment, so it never reaches a server log. */
export function inviteTokenFromHash(hash: string): string | null {
  const match = /^#invite=([A-Za-z0-9_-]{20,100})$/.exec(hash);
  return match ? match[1]! : null;
}
