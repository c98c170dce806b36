import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { Copy } from "lucide-react";
import { setupCodeInput } from "@eb/api/contracts";
import { Button } from "@eb/ui/button";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import { useToast } from "@eb/ui/toast";
import { copyText } from "../lib/clipboard";
import { eventHandler } from "../lib/event-handler";
import { errorMessage, useTRPC } from "../lib/trpc";
import { cleanCode } from "../lib/clean-code";
import { RecoveryCodesView } from "./recovery-codes-view";
import { useStepUp } from "../sections/settings/step-up";

type Enrolment = { factorId: string; secret: string; qrCode: string };

/**
 * Enrol, verify, complete. Going back from verify to enrol is allowed unless setup is forced. When
 * the account already has an authenticator, the server asks for a step-up before enrolling another
 * (and again at verification if it has lapsed): the dialog asks, and the step runs again.
 */
export function MfaSetup({ forced = false, onDone, onCancel }: { forced?: boolean; onDone: () => void; onCancel?: () => void }) {
  const trpc = useTRPC();
  const toast = useToast();
  const [step, setStep] = useState<"enroll" | "verify" | "complete">("enroll");
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[]>([]);
  const enroll = useMutation(trpc.mfa.enroll.mutationOptions());
  const verify = useMutation(trpc.mfa.verifyEnrollment.mutationOptions());
  const stepUp = useStepUp();

  function start() {
    setError(null);
    return stepUp.guarded(
      async () => setEnrolment(await enroll.mutateAsync({ friendlyName: "Authenticator app" })),
      (err) => setError(errorMessage(err, "Failed to set up MFA")),
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    // The same rule as the server's mfa.verifyEnrollment input (exactly 6 digits).
    const checked = setupCodeInput.shape.code.safeParse(code);
    if (!checked.success) {
      setError(checked.error.issues[0]!.message);
      return;
    }
    await stepUp.guarded(
      async () => {
        const result = await verify.mutateAsync({ factorId: enrolment!.factorId, code: checked.data });
        setCodes(result.recoveryCodes);
        setStep("complete");
        toast({ title: "MFA Enabled Successfully", description: "Save your recovery codes now; they are shown only once." });
      },
      (err) => {
        setCode("");
        setError(errorMessage(err, "Invalid verification code"));
      },
    );
  }

  async function copySecret() {
    await copyText(enrolment!.secret);
    toast({ title: "Copied to clipboard" });
  }

  if (step === "complete") {
    return (
      <div className="flex flex-col gap-4">
        <RecoveryCodesView codes={codes} />
        <Button onClick={onDone}>Done</Button>
      </div>
    );
  }

  if (step === "verify") {
    // The step-up dialog sits beside the form: its own form's submit must not bubble into this one.
    return (
      <>
        <form onSubmit={eventHandler(submit)} className="flex flex-col gap-4" noValidate>
          <FormField label="Enter the 6-digit code from your authenticator app" error={error}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="000000"
              className="max-w-48 text-center font-mono text-lg tracking-widest"
              value={code}
              onChange={(e) => setCode(cleanCode(e.target.value))}
              autoFocus
            />
          </FormField>
          <div className="flex gap-2">
            {!forced && (
              <Button variant="outline" onClick={() => setStep("enroll")}>
                Back
              </Button>
            )}
            <Button type="submit" disabled={verify.isPending}>
              {verify.isPending ? "Verifying..." : "Verify and Enable"}
            </Button>
          </div>
        </form>
        {stepUp.dialog}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {!enrolment ? (
        <p className="text-sm text-slate-400">Use an authenticator app (for example Google Authenticator, 1Password or Authy) to scan a QR code.</p>
      ) : (
        <>
          <p className="text-sm text-slate-400">Scan this QR code with your authenticator app, or enter the secret by hand.</p>
          <img src={enrolment.qrCode} alt="QR code for your authenticator app" width={200} height={200} className="rounded bg-white p-2" />
          <div className="flex items-center gap-2">
            <code data-testid="mfa-secret" className="break-all rounded bg-slate-950 px-2 py-1 font-mono text-sm">
              {enrolment.secret}
            </code>
            <Button variant="ghost" size="sm" onClick={eventHandler(copySecret)} aria-label="Copy secret">
              <Copy aria-hidden />
            </Button>
          </div>
        </>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        {onCancel && !forced && (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        {!enrolment ? (
          <Button onClick={eventHandler(start)} disabled={enroll.isPending}>
            {enroll.isPending ? "Setting up..." : "Set Up Authenticator"}
          </Button>
        ) : (
          <Button onClick={() => setStep("verify")}>Continue</Button>
        )}
      </div>
      {stepUp.dialog}
    </div>
  );
}
