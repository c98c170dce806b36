import { isGame, type Game } from "@eb/api/shared";

/** What a match or team page URL names: the game and the provider id. The words after the id are only for people. */
export type EntityRef = { game: Game; id: number };

/**
 * The game and id of /match/{game}/{id}/{slug} and /team/{game}/{id}/{slug} (the slug optional).
 * The game in any case ("CS2" names cs2: the server redirects to the canonical spelling); the id
 * plain digits, positive and exact in a JS number. Null for anything else: the not-found page.
 */
export function entityFromParams(params: Record<string, string | undefined>): EntityRef | null {
  const game = params.game?.toLowerCase();
  const rawId = params.id;
  if (!isGame(game) || rawId === undefined || !/^\d{1,16}$/.test(rawId)) return null;
  const id = Number(rawId);
  return id > 0 && Number.isSafeInteger(id) ? { game, id } : null;
}

/**
 * The URL a match or team page is rendered and cached under: its kind, game and id, never the slug.
 * The page itself names its one canonical path, and the server redirects any other spelling there,
 * outside the cache, so no request's slug can change what another request is served.
 */
export function entityRenderPath(kind: "match" | "team", params: Record<string, string | undefined>): string | null {
  const ref = entityFromParams(params);
  return ref ? `/${kind}/${ref.game}/${ref.id}` : null;
}
