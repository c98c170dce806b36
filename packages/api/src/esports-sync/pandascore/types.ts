import type { z } from "zod";
import type {
  gamePayload,
  leaguePayload,
  matchPayload,
  opponentPayload,
  playerPayload,
  seriePayload,
  streamPayload,
  teamPayload,
  tournamentPayload,
} from "./schemas";

/** PandaScore objects as the sync reads them: inferred from the schemas that parse them (schemas.ts). */
export type PsLeague = z.infer<typeof leaguePayload>;
export type PsSerie = z.infer<typeof seriePayload>;
export type PsTeam = z.infer<typeof teamPayload>;
export type PsStream = z.infer<typeof streamPayload>;
export type PsTournament = z.infer<typeof tournamentPayload>;
export type PsOpponent = z.infer<typeof opponentPayload>;
export type PsMatch = z.infer<typeof matchPayload>;
export type PsGame = z.infer<typeof gamePayload>;
export type PsPlayer = z.infer<typeof playerPayload>;
