import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@eb/ui/button";
import { useToast } from "@eb/ui/toast";
import { errorMessage, useTRPC } from "../../../lib/trpc";
import { OneTimeLinkPanel } from "../../settings/one-time-link-panel";
import { useStepUp } from "../../settings/step-up";

/**
 * The programme's postback secret: whether one is set, and a button that makes a new one (after a
 * step-up: whoever holds it can report conversions). The new secret is shown once, here; the old
 * one stops working at once.
 */
export function ProgrammeSecret({
  bookmakerId,
  bookmakerName,
  hasSecret,
  onGenerated,
}: {
  bookmakerId: number;
  bookmakerName: string;
  hasSecret: boolean;
  /** The programme's new version: the open form saves on top of it. */
  onGenerated: (version: number) => void;
}) {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const stepUp = useStepUp();
  const generate = useMutation(trpc.affiliateProgrammes.generateSecret.mutationOptions());
  const [shown, setShown] = useState<string | null>(null);

  async function make() {
    await stepUp.guarded(
      async () => {
        const { secret, version } = await generate.mutateAsync({ bookmakerId });
        setShown(secret);
        onGenerated(version);
        toast({ title: "Postback secret generated", description: bookmakerName });
        await queryClient.invalidateQueries({ queryKey: trpc.affiliateProgrammes.get.queryKey({ bookmakerId }) });
      },
      (err) => toast({ title: errorMessage(err, "Failed to generate the postback secret"), variant: "destructive" }),
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-300" data-testid="programme-secret-state">
        {hasSecret ? "A postback secret is set." : "No postback secret yet: every postback is refused until one is generated."}
      </p>
      <div>
        <Button type="button" variant="outline" size="sm" disabled={generate.isPending} onClick={() => void make()}>
          {hasSecret ? "Replace Secret" : "Generate Secret"}
        </Button>
      </div>
      {shown && (
        <OneTimeLinkPanel link={shown} testId="programme-secret" copyLabel="Copy Secret" onHide={() => setShown(null)}>
          New postback secret for <strong>{bookmakerName}</strong>. Give it to the programme privately; it is not shown again, and the previous secret no longer
          works.
        </OneTimeLinkPanel>
      )}
      {stepUp.dialog}
    </div>
  );
}
