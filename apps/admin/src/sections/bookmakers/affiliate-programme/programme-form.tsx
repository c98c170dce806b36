import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@eb/ui/button";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import { NativeSelect } from "@eb/ui/native-select";
import { useToast } from "@eb/ui/toast";
import { eventHandler } from "../../../lib/event-handler";
import { errorMessage, useTRPC } from "../../../lib/trpc";
import type { AdminBookmaker } from "../content-form-state";
import {
  clickIdNote,
  describeTerms,
  utcToday,
  postbackUrl,
  programmeFormFrom,
  serverFieldErrors,
  validateProgramme,
  type AdminProgramme,
  type ProgrammeForm as Form,
} from "./programme-form-state";
import { ProgrammeSecret } from "./programme-secret";

type TextField = Exclude<keyof Form, "postbackAuth" | "termsEffectiveFrom">;

/**
 * One bookmaker's programme settings, from what was loaded when it was chosen; the version it
 * loaded goes with the save, so a change someone else made meanwhile is refused, not overwritten.
 */
export function ProgrammeForm({ bookmaker, programme }: { bookmaker: AdminBookmaker; programme: AdminProgramme }) {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.affiliateProgrammes.save.mutationOptions());
  const [form, setForm] = useState<Form>(() => programmeFormFrom(programme, utcToday()));
  const [version, setVersion] = useState(programme.version);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = <K extends keyof Form>(field: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validateProgramme(bookmaker.id, version, form);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      const after = await save.mutateAsync(checked.input);
      queryClient.setQueryData(trpc.affiliateProgrammes.get.queryKey({ bookmakerId: bookmaker.id }), after);
      setVersion(after.version);
      setForm(programmeFormFrom(after, utcToday()));
      const dated = after.termsEffectiveFrom !== programme.termsEffectiveFrom || after.termsHistory.length !== programme.termsHistory.length;
      toast({
        title: "Affiliate programme saved",
        description: dated ? `${bookmaker.name}: deal terms apply from ${after.termsEffectiveFrom}` : bookmaker.name,
      });
    } catch (err) {
      const message = errorMessage(err, "The programme could not be saved");
      setErrors(serverFieldErrors(message));
      toast({ title: "Failed to save the affiliate programme", description: message, variant: "destructive" });
    }
  }

  const text = (field: TextField, label: string, description: string, o: { placeholder?: string; inputMode?: "decimal"; max: number }) => (
    <FormField label={label} description={description} error={errors[field]}>
      <Input
        value={form[field]}
        maxLength={o.max}
        placeholder={o.placeholder}
        inputMode={o.inputMode}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        onChange={(e) => set(field, e.target.value)}
      />
    </FormField>
  );

  const key = form.postbackKey.trim().toLowerCase();
  return (
    <form noValidate onSubmit={eventHandler(submit)} aria-label={`Affiliate programme of ${bookmaker.name}`} className="flex flex-col gap-4">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-300">Click ids</legend>
        {text("clickIdParam", "Click id parameter", clickIdNote(form, (bookmaker.affiliateUrl ?? "").includes("{click_id}")), {
          placeholder: "btag",
          max: 40,
        })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-300">Postbacks</legend>
        {text(
          "postbackKey",
          "Postback key",
          key ? `The programme reports to ${postbackUrl(window.location.origin, key)}` : "Empty: this programme sends no postbacks.",
          { placeholder: bookmaker.redirectSlug ?? "bookmaker-key", max: 63 },
        )}
        <FormField label="Authentication" description="Signed requests where the programme can sign them; a token in the URL where it cannot.">
          <NativeSelect value={form.postbackAuth} onChange={(e) => set("postbackAuth", e.target.value === "token" ? "token" : "hmac")}>
            <option value="hmac">Signed (HMAC-SHA256 in X-Signature)</option>
            <option value="token">Secret token in the URL</option>
          </NativeSelect>
        </FormField>
        <div className="sm:col-span-2">
          <ProgrammeSecret bookmakerId={bookmaker.id} bookmakerName={bookmaker.name} hasSecret={programme.hasSecret} onGenerated={setVersion} />
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-slate-300">Deal terms (to estimate unreported commission)</legend>
        {text("cpaAmount", "CPA amount", "Per first deposit the programme reports without commission.", { placeholder: "150", inputMode: "decimal", max: 20 })}
        {text("cpaCurrency", "CPA currency", "ISO 4217, such as EUR.", { placeholder: "EUR", max: 3 })}
        {text("revenueSharePercent", "Revenue share (%)", "Of net revenue reported without commission.", {
          placeholder: "25",
          inputMode: "decimal",
          max: 20,
        })}
        <FormField
          label="Applies from (UTC day)"
          description="Events on and after this day are estimated with these terms; earlier events keep the terms in force on their day."
          error={errors.termsEffectiveFrom}
        >
          <Input type="date" value={form.termsEffectiveFrom} onChange={(e) => set("termsEffectiveFrom", e.target.value)} />
        </FormField>
        <div className="sm:col-span-3">
          <h4 className="text-sm font-medium text-slate-300">Deal history</h4>
          {programme.termsHistory.length === 0 ? (
            <p className="text-sm text-slate-400">No deal terms saved yet: nothing is estimated.</p>
          ) : (
            <ul className="text-sm text-slate-300" aria-label={`Deal terms of ${bookmaker.name}, latest first`}>
              {programme.termsHistory.map((t) => (
                <li key={t.effectiveFrom} className="tabular-nums">
                  From {t.effectiveFrom === "2000-01-01" ? "the start" : t.effectiveFrom}: {describeTerms(t)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Programme"}
        </Button>
      </div>
    </form>
  );
}
