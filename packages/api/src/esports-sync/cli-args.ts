import { parseArgs } from "node:util";
import { GAMES, SYNC_KINDS, type Game, type SyncKind } from "@eb/db";

export type CliArgs = { games: Game[]; kinds: SyncKind[]; cleanup: boolean; dryRun: boolean };

export const USAGE = `usage: npm run sync -- [--game all|${GAMES.join("|")}] [--kind all|${SYNC_KINDS.join("|")}|cleanup] [--dry-run]`;

/** Parses the `npm run sync --` arguments (without a leading `--`: see scriptArgs); throws with the usage text on anything unknown. */
export function parseCliArgs(argv: string[]): CliArgs {
  const { values } = parseArgs({
    args: argv,
    options: { game: { type: "string", default: "all" }, kind: { type: "string", default: "all" }, "dry-run": { type: "boolean", default: false } },
    strict: true,
  });
  const game = values.game;
  const kind = values.kind;
  if (game !== "all" && !(GAMES as readonly string[]).includes(game)) throw new Error(`unknown game "${game}"\n${USAGE}`);
  if (kind !== "all" && kind !== "cleanup" && !(SYNC_KINDS as readonly string[]).includes(kind)) throw new Error(`unknown kind "${kind}"\n${USAGE}`);
  return {
    games: game === "all" ? [...GAMES] : [game as Game],
    kinds: kind === "all" ? [...SYNC_KINDS] : kind === "cleanup" ? [] : [kind as SyncKind],
    cleanup: kind === "cleanup",
    dryRun: values["dry-run"],
  };
}
