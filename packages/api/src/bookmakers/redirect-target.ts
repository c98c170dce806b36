/**
 * Where /go/{slug} sends a bookmaker's visitors: the affiliate URL if there is one, else the
 * website URL. Spec: the old app fell back to '#'; here a bookmaker with neither has no target
 * (null), and the services refuse to give such a bookmaker a slug.
 */
export function redirectTarget(urls: { affiliateUrl: string | null; websiteUrl: string | null }): string | null {
  return urls.affiliateUrl ?? urls.websiteUrl ?? null;
}
