import type { z } from "zod";
import type {
  gamePayload,
  leaguePayload,
  matchPayload,
  opponentPayload,
  playerPayload,
  resultPayload,
  seriePayload,
  streamPayload,
  teamPayload,
  teamRefPayload,
  tournamentPayload,
} from "./schemas";

/** PandaScore objects as the sync reads them: inferred from the schemas that parse them (schemas.ts). */
export type PsLeague = z.infer<typeof leaguePayload>;
export type PsSerie = z.infer<typeof seriePayload>;
export type PsTeamRef = z.infer<typeof teamRefPayload>;
export type PsTeam = z.infer<typeof teamPayload>;
export type PsStream = z.infer<typeof streamPayload>;
export type PsTournament = z.infer<typeof tournamentPayload>;
export type PsOpponent = z.infer<typeof opponentPayload>;
export type PsResult = z.infer<typeof resultPayload>;
export type PsMatch = z.infer<typeof matchPayload>;
export type PsGame = z.infer<typeof gamePayload>;
export type PsPlayer = z.infer<typeof playerPayload>;
