import { useState, type FormEvent } from "react";
import { X } from "lucide-react";
import { Button } from "@eb/ui/button";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import type { Region } from "./team-edits";

type RegionEditorProps = {
  region: Region;
  /** Position in the list (0-based); regions are named "Region 1", "Region 2"... for assistive technology. */
  index: number;
  errors: { name?: string; teams?: string } | undefined;
  /** A region just added: its (empty) name field takes the focus. */
  focusName: boolean;
  onRename: (name: string) => void;
  /** Adds the team; answers why it was not added, or null. */
  onAddTeam: (name: string) => string | null;
  onRemoveTeam: (team: string) => void;
  onRemove: () => void;
};

/** One region in edit mode: its name, its teams with a remove button each, and a field to add a team (Enter adds). */
export function RegionEditor({ region, index, errors, focusName, onRename, onAddTeam, onRemoveTeam, onRemove }: RegionEditorProps) {
  const [newTeam, setNewTeam] = useState("");
  const [refused, setRefused] = useState<string | null>(null);
  const label = `Region ${index + 1}`;

  function add(e: FormEvent) {
    e.preventDefault();
    const why = onAddTeam(newTeam);
    setRefused(why);
    if (!why) setNewTeam("");
  }

  return (
    <li role="group" aria-label={label} className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-800 bg-slate-950/40 p-4">
      <div className="flex items-start gap-2">
        <FormField label="Region name" error={errors?.name} className="min-w-0 flex-1">
          <Input value={region.name} maxLength={60} autoFocus={focusName} onChange={(e) => onRename(e.target.value)} />
        </FormField>
        <Button variant="ghost" size="sm" className="mt-7" aria-label={`Remove ${label}`} onClick={onRemove}>
          Remove Region
        </Button>
      </div>
      {region.teams.length === 0 ? (
        <p className="text-sm text-slate-400">No teams yet</p>
      ) : (
        <ul aria-label={`Teams in ${region.name || label}`} className="flex flex-col gap-1">
          {region.teams.map((team) => (
            <li key={team} className="flex items-center justify-between gap-2 rounded-md bg-slate-900 py-1 pr-1 pl-3 text-sm">
              <span className="min-w-0 break-words">{team}</span>
              <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={`Remove ${team}`} onClick={() => onRemoveTeam(team)}>
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {errors?.teams && (
        <p role="alert" className="text-sm text-red-400">
          {errors.teams}
        </p>
      )}
      <form onSubmit={add} className="flex items-start gap-2">
        <FormField label="New team" error={refused} className="min-w-0 flex-1">
          <Input
            value={newTeam}
            maxLength={60}
            onChange={(e) => {
              setNewTeam(e.target.value);
              setRefused(null);
            }}
          />
        </FormField>
        <Button type="submit" variant="secondary" className="mt-7" aria-label={`Add team to ${label}`}>
          Add
        </Button>
      </form>
    </li>
  );
}
