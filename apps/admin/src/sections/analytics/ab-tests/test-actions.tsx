import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AB_ACTION_LABELS, AB_TEST_STATUS_UPDATED, actionsFor, type AbAction } from "@eb/api/contracts";
import { Button } from "@eb/ui/button";
import { ConfirmDialog } from "@eb/ui/confirm-dialog";
import { useToast } from "@eb/ui/toast";
import { errorMessage, useTRPC } from "../../../lib/trpc";
import type { AbTest } from "./ab-test-types";

/** No failure text in the spec for a status change; the server's own message (a busy place, say) comes first. */
const STATUS_UPDATE_FAILED = "Failed to update test status";

/** Spec 4: the actions the test's status offers (none once completed); Complete is final, so it asks first. */
export function TestActions({ test }: { test: AbTest }) {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const transition = useMutation(trpc.abTests.transition.mutationOptions());
  const [confirming, setConfirming] = useState(false);
  const actions = actionsFor(test.status);

  async function run(action: AbAction) {
    try {
      await transition.mutateAsync({ id: test.id, action });
      toast({ title: AB_TEST_STATUS_UPDATED });
    } catch (err) {
      toast({ title: errorMessage(err, STATUS_UPDATE_FAILED), variant: "destructive" });
    }
    setConfirming(false);
    // Also after a refusal: the test may have changed under us (another admin).
    await queryClient.invalidateQueries({ queryKey: trpc.abTests.pathKey() });
  }

  if (actions.length === 0) return null;
  return (
    <div role="group" aria-label={`Status actions for ${test.name}`} className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === "complete" ? "outline" : "default"}
          disabled={transition.isPending}
          onClick={() => (action === "complete" ? setConfirming(true) : void run(action))}
        >
          {AB_ACTION_LABELS[action]}
        </Button>
      ))}
      <ConfirmDialog
        open={confirming}
        title="Complete this test?"
        description={`"${test.name}" stops for good: visitors see the site as it is again and the results become final. A completed test cannot be resumed.`}
        confirmLabel={AB_ACTION_LABELS.complete}
        pending={transition.isPending}
        onConfirm={() => void run("complete")}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
