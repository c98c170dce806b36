import { useState, type FormEvent } from "react";
import { LICENCE_MODE_LABELS, LICENCE_MODES, splitCodes } from "@eb/api/contracts";
import { Button } from "@eb/ui/button";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import { RadioGroup } from "@eb/ui/radio-group";
import { eventHandler } from "../../lib/event-handler";
import { checkLicence, licenceFormFrom, type AdminLicence, type LicenceFormState, type UrlRow } from "./licence-form-state";
import { readCode } from "./rule-labels";
import type { JurisdictionChanges } from "./use-jurisdiction-changes";

const MODE_NOTES = {
  everywhere_except: "Offered everywhere but the places listed. With nothing listed, it is the only kind shown to visitors nobody could locate.",
  only_in: "Offered only in the places listed (with none listed: nowhere). A country covers all its regions (US covers US-NJ).",
} as const;

/**
 * One bookmaker's licence and its own URLs per place, saved together. Mounted per bookmaker and
 * revision, so it starts from what is stored and a reload after a save starts it afresh.
 */
export function LicenceForm({ licence, changes }: { licence: AdminLicence; changes: JurisdictionChanges }) {
  const [form, setForm] = useState<LicenceFormState>(() => licenceFormFrom(licence));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const read = splitCodes(form.codes).map(readCode);

  const set = <K extends keyof LicenceFormState>(field: K, value: LicenceFormState[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((errs) => Object.fromEntries(Object.entries(errs).filter(([key]) => key !== field && !key.startsWith(`${field}.`))));
  };
  const setUrl = (index: number, row: UrlRow) =>
    set(
      "urls",
      form.urls.map((r, i) => (i === index ? row : r)),
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkLicence(licence, form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    await changes.saveLicence(checked.input);
    setSaving(false);
  }

  return (
    <form noValidate onSubmit={eventHandler(submit)} className="flex flex-col gap-5" aria-label={`Licence of ${licence.name}`}>
      <RadioGroup
        legend={`Where ${licence.name} may be offered`}
        value={form.mode}
        options={LICENCE_MODES.map((mode) => ({ value: mode, label: LICENCE_MODE_LABELS[mode], description: MODE_NOTES[mode] }))}
        onChange={(mode) => set("mode", mode)}
      />
      <FormField
        label="Jurisdictions"
        error={errors.jurisdictions}
        description={
          read.length === 0 ? (
            "Country or region codes, separated by commas: GB, IE, US-NJ, CA-ON."
          ) : (
            <span aria-live="polite">
              {read.map((r, i) => (
                <span key={`${r.entry}-${i}`} className={r.code ? "mr-3 inline-block" : "mr-3 inline-block text-red-400"}>
                  {r.label}
                </span>
              ))}
            </span>
          )
        }
      >
        <Input
          value={form.codes}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono"
          placeholder="GB, IE, US-NJ"
          onChange={(e) => set("codes", e.target.value)}
        />
      </FormField>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-200">Own URLs per jurisdiction</legend>
        <p className="text-xs text-slate-400">
          Where /go sends a visitor from that place instead of the usual target (a region's own first, then its country's).
        </p>
        {form.urls.map((row, i) => (
          <div key={i} className="flex flex-col gap-2 rounded-lg border border-slate-800 p-3 sm:flex-row sm:items-start">
            <FormField label={`Code ${i + 1}`} error={errors[`urls.${i}.code`]} className="sm:w-32">
              <Input
                value={row.code}
                maxLength={10}
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
                placeholder="GB"
                onChange={(e) => setUrl(i, { ...row, code: e.target.value })}
              />
            </FormField>
            <FormField label={`URL ${i + 1}`} error={errors[`urls.${i}.targetUrl`]} className="flex-1">
              <Input
                value={row.targetUrl}
                type="url"
                maxLength={2000}
                placeholder="https://bookmaker.example.uk/?aff=..."
                onChange={(e) => setUrl(i, { ...row, targetUrl: e.target.value })}
              />
            </FormField>
            <Button
              variant="ghost"
              size="sm"
              className="self-start sm:mt-7"
              aria-label={`Remove URL ${i + 1}`}
              onClick={() =>
                set(
                  "urls",
                  form.urls.filter((_, j) => j !== i),
                )
              }
            >
              Remove
            </Button>
          </div>
        ))}
        {errors.urls && (
          <p role="alert" className="text-sm text-red-400">
            {errors.urls}
          </p>
        )}
        <Button variant="outline" size="sm" className="self-start" onClick={() => set("urls", [...form.urls, { code: "", targetUrl: "" }])}>
          Add URL
        </Button>
      </fieldset>
      <Button type="submit" className="self-start" disabled={saving}>
        {saving ? "Saving..." : "Save Licence"}
      </Button>
    </form>
  );
}
