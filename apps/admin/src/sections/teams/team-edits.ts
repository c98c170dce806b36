import { addTeam, saveTeamListInput, teamAlreadyIn, type SaveTeamListForm } from "@eb/api/contracts";
import type { Game } from "@eb/api/shared";

export type Region = { name: string; teams: string[] };

/** A region in the editor; `key` stays the same while its name is edited, so its fields keep their state. */
export type DraftRegion = Region & { key: number };

/** One game's list while it is being edited: the version it was loaded at, so a stale save is refused. */
export type Draft = { version: number; regions: DraftRegion[] };

export const startEditing = (list: { version: number; regions: readonly Region[] }): Draft => ({
  version: list.version,
  regions: list.regions.map((r, key) => ({ key, name: r.name, teams: [...r.teams] })),
});

const withRegion = <R extends Region>(regions: readonly R[], index: number, change: (r: R) => R): R[] => regions.map((r, i) => (i === index ? change(r) : r));

/**
 * Adds a team to one region (spec: trimmed, empty ignored). A name already in the region is not
 * added twice; `refused` then says why, in the server's words.
 */
export function addTeamToRegion<R extends Region>(regions: readonly R[], index: number, name: string): { regions: R[]; refused: string | null } {
  const region = regions[index];
  if (!region) return { regions: [...regions], refused: null };
  const teams = addTeam(region.teams, name);
  const duplicate = teams.length === region.teams.length && name.trim() !== "";
  return { regions: withRegion(regions, index, (r) => ({ ...r, teams })), refused: duplicate ? teamAlreadyIn(name.trim(), region.name) : null };
}

export const removeTeam = <R extends Region>(regions: readonly R[], index: number, team: string): R[] =>
  withRegion(regions, index, (r) => ({ ...r, teams: r.teams.filter((t) => t !== team) }));

export const renameRegion = <R extends Region>(regions: readonly R[], index: number, name: string): R[] => withRegion(regions, index, (r) => ({ ...r, name }));

/** A new region starts without a name: the editor focuses its name field. */
export const addRegion = (regions: readonly DraftRegion[]): DraftRegion[] => [
  ...regions,
  { key: Math.max(-1, ...regions.map((r) => r.key)) + 1, name: "", teams: [] },
];

export const removeRegion = <R extends Region>(regions: readonly R[], index: number): R[] => regions.filter((_, i) => i !== index);

/** What Save Changes sends: the regions without their editor keys. */
export const saveForm = (game: Game, draft: Draft): SaveTeamListForm => ({
  game,
  version: draft.version,
  regions: draft.regions.map((r) => ({ name: r.name, teams: r.teams })),
});

/** Validation messages of the save form: for the whole list, and per region for its name and its teams. */
export type EditorErrors = { list: string | null; regions: Record<number, { name?: string; teams?: string }> };

export const NO_ERRORS: EditorErrors = { list: null, regions: {} };

/** Places the issues of `saveTeamListInput` (paths like regions.2.name) next to the field they are about; first one wins. */
export function editorErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): EditorErrors {
  const errors: EditorErrors = { list: null, regions: {} };
  for (const issue of issues) {
    const [root, index, field] = issue.path;
    if (root === "regions" && typeof index === "number") {
      const region = (errors.regions[index] ??= {});
      const key = field === "name" ? "name" : "teams";
      region[key] ??= issue.message;
    } else {
      errors.list ??= issue.message;
    }
  }
  return errors;
}

/** The draft checked with the contract the server applies: the same messages, before anything is sent. */
export function draftErrors(game: Game, draft: Draft): EditorErrors {
  const parsed = saveTeamListInput.safeParse(saveForm(game, draft));
  return parsed.success ? NO_ERRORS : editorErrors(parsed.error.issues);
}

export const hasErrors = (errors: EditorErrors) => errors.list !== null || Object.keys(errors.regions).length > 0;
