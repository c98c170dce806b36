/**
 * What one server-rendered page shows that changes on its own, recorded by the public procedures
 * while the page renders (`ctx.pageDependencies`, set only then): the render cache drops the pages a
 * change touches (a price of one match: that match's page and the lists that show its card) rather
 * than every page. A procedure that records nothing makes its page depend only on what drops
 * everything (admin edits) and on the cache's time limit.
 */
export class PageDependencies {
  /** Matches whose prices the page shows (the match page's tables, the best prices on cards). */
  readonly oddsOf = new Set<number>();
  /** The page lists whichever prices moved (dropping odds): any price change may change it. */
  anyOdds = false;
  /** Matches whose live state (score, maps, status) the page shows as rendered. */
  readonly liveOf = new Set<number>();
  /** The page lists the running matches ("Live now"): any live change, a match starting too, may change it. */
  anyLive = false;

  showsOdds(matchIds: Iterable<number>): void {
    for (const id of matchIds) this.oddsOf.add(id);
  }

  /** Whether a live change of this match touches the page. */
  touchedByLive(matchId: number): boolean {
    return this.anyLive || this.liveOf.has(matchId);
  }

  /** Whether a price change (to these matches; null: to any) touches the page. */
  touchedByOdds(matchIds: readonly number[] | null): boolean {
    if (this.anyOdds) return true;
    if (matchIds === null) return this.oddsOf.size > 0;
    return matchIds.some((id) => this.oddsOf.has(id));
  }
}

declare module "../context" {
  interface ApiContext {
    /** Set while a page is server-rendered for the render cache; absent for API calls. */
    pageDependencies?: PageDependencies;
  }
}
