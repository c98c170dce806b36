import { useState, type FormEvent, type ReactNode } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { STEP_UP_MAX_AGE_MINUTES, STEP_UP_REQUIRED, errorCodeOf, stepUpInput } from "@eb/api/contracts";
import { Button } from "@eb/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@eb/ui/dialog";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import { eventHandler } from "../../lib/event-handler";
import { cleanCode } from "../../lib/clean-code";
import { fieldErrors } from "../../lib/field-errors";
import { errorMessage, useTRPC } from "../../lib/trpc";

/** The server refused a guarded action because this session has no recent step-up. */
export function isStepUpRefusal(err: unknown): boolean {
  return errorCodeOf(err) === "precondition_failed" && (err as { message?: unknown }).message === STEP_UP_REQUIRED;
}

type Pending = { action: () => Promise<void>; onError: (err: unknown) => void };

/**
 * Runs a guarded action; when the server asks for a step-up, opens the dialog (password and code)
 * and runs the action again once the admin has confirmed. Render `dialog` once in the card.
 */
export function useStepUp() {
  const [pending, setPending] = useState<Pending | null>(null);

  async function guarded(action: () => Promise<void>, onError: (err: unknown) => void) {
    try {
      await action();
    } catch (err) {
      if (isStepUpRefusal(err)) setPending({ action, onError });
      else onError(err);
    }
  }

  const dialog = (
    <StepUpDialog
      open={pending !== null}
      onCancel={() => setPending(null)}
      onConfirmed={async () => {
        const retry = pending;
        setPending(null);
        if (retry) await guarded(retry.action, retry.onError);
      }}
    />
  );
  return { guarded, dialog, openStepUp: () => setPending({ action: async () => undefined, onError: () => undefined }) };
}

export function StepUpDialog({ open, onCancel, onConfirmed }: { open: boolean; onCancel: () => void; onConfirmed: () => Promise<void> }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const stepUp = useMutation(trpc.accounts.stepUp.mutationOptions());
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  function reset() {
    setPassword("");
    setCode("");
    setInvalid({});
    setError(null);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const checked = stepUpInput.safeParse({ password, code });
    setInvalid(checked.success ? {} : fieldErrors(checked.error.issues));
    if (!checked.success) return;
    try {
      await stepUp.mutateAsync(checked.data);
    } catch (err) {
      setError(errorMessage(err, "Confirmation failed"));
      setCode("");
      return;
    }
    reset();
    await queryClient.invalidateQueries({ queryKey: trpc.accounts.stepUpStatus.queryKey() });
    await onConfirmed();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !stepUp.isPending) {
          reset();
          onCancel();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirm It Is You</DialogTitle>
          <DialogDescription>
            {STEP_UP_REQUIRED} The confirmation lasts {STEP_UP_MAX_AGE_MINUTES} minutes.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={eventHandler(submit)} className="flex flex-col gap-4" noValidate>
          <FormField label="Your password" error={invalid.password}>
            <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </FormField>
          <FormField label="Authenticator code" error={invalid.code}>
            <Input inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(cleanCode(e.target.value))} />
          </FormField>
          {error && (
            <p role="alert" className="text-sm text-red-400">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" disabled={stepUp.isPending}>
              {stepUp.isPending ? "Confirming..." : "Confirm"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A short line with a small heading, for the Team card's parts. */
export function SubHeading({ children }: { children: ReactNode }) {
  return <h4 className="text-sm font-semibold text-slate-300">{children}</h4>;
}
