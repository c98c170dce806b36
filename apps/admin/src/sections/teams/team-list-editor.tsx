import { useEffect, useId, useRef, useState } from "react";
import { Plus } from "lucide-react";
import { GAME_FULL_NAMES } from "@eb/api/shared";
import { Button } from "@eb/ui/button";
import { useToast } from "@eb/ui/toast";
import { errorMessage } from "../../lib/trpc";
import { RegionEditor } from "./region-editor";
import {
  addRegion,
  addTeamToRegion,
  draftErrors,
  hasErrors,
  NO_ERRORS,
  removeRegion,
  removeTeam,
  renameRegion,
  saveForm,
  startEditing,
  type Draft,
} from "./team-edits";
import { TeamListView } from "./team-list-view";
import { useSaveTeamList, type TeamList } from "./use-team-lists";

export const SAVED = { title: "Success", description: "Team changes saved successfully" };
export const SAVE_FAILED = "Failed to save team changes";

type TeamListEditorProps = {
  list: TeamList;
  /** The game's unsaved edits; undefined outside edit mode. Kept by the section, so switching games keeps them. */
  draft: Draft | undefined;
  onDraftChange: (draft: Draft | undefined) => void;
};

const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One game's tab: its regions and teams, with Edit Teams / Cancel Edit toggling edit mode (spec). */
export function TeamListEditor({ list, draft, onDraftChange }: TeamListEditorProps) {
  const toast = useToast();
  const save = useSaveTeamList();
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // After a save, focus returns to Edit Teams once it is enabled again (Save Changes, which had it, is gone).
  const refocusToggle = useRef(false);
  useEffect(() => {
    if (refocusToggle.current && !save.isPending) {
      refocusToggle.current = false;
      toggleRef.current?.focus();
    }
  });
  // Messages appear once Save Changes was pressed, then follow the edits until the list is valid.
  const [checked, setChecked] = useState(false);
  const [addedRegion, setAddedRegion] = useState<number | null>(null);
  const errors = draft && checked ? draftErrors(list.game, draft) : NO_ERRORS;
  const regions = draft?.regions ?? list.regions;
  const teamCount = regions.reduce((n, r) => n + r.teams.length, 0);

  function toggle() {
    setChecked(false);
    setAddedRegion(null);
    onDraftChange(draft ? undefined : startEditing(list));
  }

  const edit = (change: (d: Draft) => Draft["regions"]) => draft && onDraftChange({ ...draft, regions: change(draft) });

  async function submit() {
    if (!draft) return;
    setChecked(true);
    if (hasErrors(draftErrors(list.game, draft))) return;
    try {
      await save.mutateAsync(saveForm(list.game, draft));
    } catch (err) {
      // A conflict says why (another admin saved first); an unexpected failure has no detail to show.
      const reason = errorMessage(err, "");
      toast({ title: SAVE_FAILED, ...(reason ? { description: reason } : {}), variant: "destructive" });
      return;
    }
    toast(SAVED);
    refocusToggle.current = true;
    onDraftChange(undefined);
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={titleId} className="text-lg font-semibold">
            {GAME_FULL_NAMES[list.game]} Teams
          </h3>
          <p className="text-sm text-slate-400">
            {countOf(regions.length, "region", "regions")}, {countOf(teamCount, "team", "teams")}
            {draft ? " (unsaved changes are not shown on the site)" : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {draft && (
            <Button onClick={() => void submit()} disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save Changes"}
            </Button>
          )}
          <Button ref={toggleRef} variant="outline" onClick={toggle} disabled={save.isPending}>
            {draft ? "Cancel Edit" : "Edit Teams"}
          </Button>
        </div>
      </div>
      {!draft ? (
        <TeamListView regions={list.regions} />
      ) : (
        <>
          {errors.list && (
            <p role="alert" className="text-sm text-red-400">
              {errors.list}
            </p>
          )}
          <ul className="grid gap-4 md:grid-cols-2">
            {draft.regions.map((region, index) => (
              <RegionEditor
                key={region.key}
                region={region}
                index={index}
                errors={errors.regions[index]}
                focusName={region.key === addedRegion}
                onRename={(name) => edit((d) => renameRegion(d.regions, index, name))}
                onAddTeam={(name) => {
                  const added = addTeamToRegion(draft.regions, index, name);
                  onDraftChange({ ...draft, regions: added.regions });
                  return added.refused;
                }}
                onRemoveTeam={(team) => edit((d) => removeTeam(d.regions, index, team))}
                onRemove={() => edit((d) => removeRegion(d.regions, index))}
              />
            ))}
          </ul>
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                const regions = addRegion(draft.regions);
                setAddedRegion(regions.at(-1)!.key);
                onDraftChange({ ...draft, regions });
              }}
            >
              <Plus aria-hidden />
              Add Region
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
