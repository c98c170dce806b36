import { useId, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DashboardViewValue } from "@eb/api/contracts";
import { Badge } from "@eb/ui/badge";
import { Button } from "@eb/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { ConfirmDialog } from "@eb/ui/confirm-dialog";
import { useToast } from "@eb/ui/toast";
import { errorMessage, useTRPC } from "../../../lib/trpc";
import type { DashboardView, ViewChoice } from "./use-view-choice";
import { EMPTY_VIEW_FORM, formFromView } from "./view-form-state";
import { ViewFormDialog } from "./view-form-dialog";

type Editing = { view: DashboardView | null };

/** Custom Dashboard Views: the user's own views, newest first, to create, edit, delete and make default. */
export function DashboardViewsCard({ choice }: { choice: ViewChoice }) {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const titleId = useId();
  const create = useMutation(trpc.dashboardViews.create.mutationOptions());
  const update = useMutation(trpc.dashboardViews.update.mutationOptions());
  const remove = useMutation(trpc.dashboardViews.remove.mutationOptions());
  const setDefault = useMutation(trpc.dashboardViews.setDefault.mutationOptions());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<DashboardView | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: trpc.dashboardViews.list.queryKey() });

  async function save(value: DashboardViewValue) {
    const view = editing?.view;
    const input = { ...value, description: value.description ?? "" };
    try {
      if (view) {
        await update.mutateAsync({ id: view.id, ...input });
        toast({ title: "Dashboard view updated" });
      } else {
        await create.mutateAsync(input);
        toast({ title: "Dashboard view created successfully" });
      }
      setEditing(null);
      await reload();
    } catch (err) {
      toast({ title: errorMessage(err, view ? "Failed to update dashboard view" : "Failed to create dashboard view"), variant: "destructive" });
    }
  }

  async function makeDefault(view: DashboardView) {
    try {
      await setDefault.mutateAsync({ id: view.id });
      toast({ title: "Default dashboard view updated" });
      // The tab follows the new default.
      choice.choose(view.id);
      await reload();
    } catch (err) {
      toast({ title: errorMessage(err, "Failed to update the default dashboard view"), variant: "destructive" });
    }
  }

  async function confirmDelete(view: DashboardView) {
    try {
      await remove.mutateAsync({ id: view.id });
      toast({ title: "Dashboard view deleted" });
      setDeleting(null);
      await reload();
    } catch (err) {
      setDeleting(null);
      toast({ title: errorMessage(err, "Failed to delete dashboard view"), variant: "destructive" });
    }
  }

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle id={titleId}>Custom Dashboard Views</CardTitle>
          <CardDescription>Your own arrangements of this tab. Only you can see them.</CardDescription>
        </div>
        <Button onClick={() => setEditing({ view: null })}>New View</Button>
      </CardHeader>
      <CardContent>
        {choice.loading ? (
          <p className="text-sm text-slate-400">Loading views...</p>
        ) : choice.views.length === 0 ? (
          <p className="text-sm text-slate-400">No saved views yet.</p>
        ) : (
          <ul aria-label="Saved dashboard views" className="flex flex-col divide-y divide-slate-800">
            {choice.views.map((v) => (
              <li key={v.id} aria-label={v.name} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="flex items-center gap-2 font-medium">
                    {v.name}
                    {v.isDefault && <Badge variant="secondary">Default</Badge>}
                  </span>
                  {v.description && <span className="text-sm text-slate-400">{v.description}</span>}
                  <span className="text-xs text-slate-400">
                    {v.config.layout} layout · {v.config.components.length === 1 ? "1 component" : `${v.config.components.length} components`} · every{" "}
                    {v.config.refreshInterval} s
                  </span>
                </div>
                <div className="flex flex-wrap gap-2">
                  {!v.isDefault && (
                    <Button size="sm" variant="outline" disabled={setDefault.isPending} onClick={() => void makeDefault(v)}>
                      Set as Default
                    </Button>
                  )}
                  <Button size="sm" variant="outline" onClick={() => setEditing({ view: v })}>
                    Edit
                  </Button>
                  <Button size="sm" variant="destructive" onClick={() => setDeleting(v)}>
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {editing && (
        <ViewFormDialog
          title={editing.view ? `Edit View: ${editing.view.name}` : "New Dashboard View"}
          initial={editing.view ? formFromView(editing.view) : EMPTY_VIEW_FORM}
          saving={create.isPending || update.isPending}
          onClose={() => setEditing(null)}
          onSave={(value) => void save(value)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this dashboard view?"
        description={deleting ? `"${deleting.name}" is deleted for good.` : ""}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
