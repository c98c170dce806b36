import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@eb/ui/button";
import { ConfirmDialog } from "@eb/ui/confirm-dialog";
import { useToast } from "@eb/ui/toast";
import { errorMessage, useTRPC } from "../../../lib/trpc";
import { formatTime } from "../../settings/format-time";
import { OneTimeLinkPanel } from "../../settings/one-time-link-panel";
import { useStepUp } from "../../settings/step-up";
import { useProgrammePostbacks } from "./programme-deliveries";

/**
 * The programme's postback secret: whether one is set, and a button that makes a new one (after a
 * step-up: whoever holds it can report conversions). Replacing asks first; the replaced secret is
 * still accepted until the overlap the server is configured with ends (24 h by default), shown
 * here, so the programme can switch. The new secret is shown once, here.
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
  const postbacks = useProgrammePostbacks(bookmakerId);
  const generate = useMutation(trpc.affiliateProgrammes.generateSecret.mutationOptions());
  const [shown, setShown] = useState<{ secret: string; previousUntil: Date | string | null } | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function make() {
    setConfirming(false);
    await stepUp.guarded(
      async () => {
        const { secret, version, previousSecretUntil } = await generate.mutateAsync({ bookmakerId });
        setShown({ secret, previousUntil: previousSecretUntil });
        onGenerated(version);
        toast({ title: "Postback secret generated", description: bookmakerName });
        await queryClient.invalidateQueries({ queryKey: trpc.affiliateProgrammes.get.queryKey({ bookmakerId }) });
        await queryClient.invalidateQueries({ queryKey: trpc.affiliateProgrammes.postbacks.queryKey({ bookmakerId }) });
      },
      (err) => toast({ title: errorMessage(err, "Failed to generate the postback secret"), variant: "destructive" }),
    );
  }

  const previousUntil = postbacks.data?.previousSecretUntil ?? null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-300" data-testid="programme-secret-state">
        {hasSecret ? "A postback secret is set." : "No postback secret yet: every postback is refused until one is generated."}
      </p>
      {previousUntil && (
        <p className="text-sm text-amber-300" data-testid="programme-previous-secret">
          Previous secret accepted until {formatTime(previousUntil)}
        </p>
      )}
      <div>
        <Button type="button" variant="outline" size="sm" disabled={generate.isPending} onClick={() => (hasSecret ? setConfirming(true) : void make())}>
          {hasSecret ? "Replace Secret" : "Generate Secret"}
        </Button>
      </div>
      {shown && (
        <OneTimeLinkPanel link={shown.secret} testId="programme-secret" copyLabel="Copy Secret" onHide={() => setShown(null)}>
          New postback secret for <strong>{bookmakerName}</strong>. Give it to the programme privately; it is not shown again.
          {shown.previousUntil ? ` The previous secret is still accepted until ${formatTime(shown.previousUntil)}, then refused.` : ""}
        </OneTimeLinkPanel>
      )}
      <ConfirmDialog
        open={confirming}
        title="Replace the postback secret?"
        description={
          <>
            {bookmakerName}&apos;s programme must be given the new secret. The current one stays accepted for an overlap (24 hours unless the server is set
            otherwise), then every postback signed with it is refused.
          </>
        }
        confirmLabel="Replace Secret"
        onConfirm={() => void make()}
        onCancel={() => setConfirming(false)}
      />
      {stepUp.dialog}
    </div>
  );
}
