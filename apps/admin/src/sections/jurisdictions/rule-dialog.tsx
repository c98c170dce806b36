import { useState, type FormEvent } from "react";
import { MINIMUM_AGES, type RuleFieldsForm } from "@eb/api/contracts";
import { Button } from "@eb/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@eb/ui/dialog";
import { FormField } from "@eb/ui/form-field";
import { Input, Label } from "@eb/ui/input";
import { NativeSelect } from "@eb/ui/native-select";
import { Switch } from "@eb/ui/switch";
import { Textarea } from "@eb/ui/textarea";
import { eventHandler } from "../../lib/event-handler";
import { checkRule, emptyRuleForm, ruleFormFrom, type AdminRule, type MinimumAge, type RuleFormState } from "./rule-form-state";
import { readCode, ruleTitle } from "./rule-labels";
import { BonusGuideFields } from "./bonus-guide-fields";

/** A save's result: saved (the dialog closes), or refused with the fields the server named. */
export type RuleSave = { saved: true } | { saved: false; fieldErrors: Record<string, string> };

type Props = {
  /** The rule to edit, or null to add one. */
  rule: AdminRule | null;
  onClose: () => void;
  onSave: (code: string, rule: RuleFieldsForm) => Promise<RuleSave>;
};

/** Keeps the edits when a click lands outside the dialog (on a toast, say). */
const keepEdits = (e: Event) => e.preventDefault();

type TextField = "responsibleGamblingText" | "helplineName" | "helplineUrl" | "helplinePhone";

/**
 * Add Rule / Edit Rule: every field of a jurisdiction's rule, checked with the server's schema.
 * Mounted per opening, so it starts from the rule as the list had it (its version goes with the save).
 */
export function RuleDialog({ rule, onClose, onSave }: Props) {
  const [form, setForm] = useState<RuleFormState>(() => (rule ? ruleFormFrom(rule) : emptyRuleForm()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const codeRead = form.code.trim() ? readCode(form.code) : null;

  const set = <K extends keyof RuleFormState>(field: K, value: RuleFormState[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    // A field's own errors go with the edit (the explainers' are keyed by path below "bonusGuide").
    setErrors((old) => Object.fromEntries(Object.entries(old).filter(([key]) => key !== field && !key.startsWith(`${field}.`))));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkRule(form, rule === null);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await onSave(checked.code, checked.rule);
    setSaving(false);
    if (result.saved) onClose();
    else setErrors(result.fieldErrors);
  }

  const text = (field: TextField, label: string, max: number, extra: { type?: string; placeholder?: string; description?: string } = {}) => (
    <FormField label={label} error={errors[field]} description={extra.description}>
      <Input value={form[field]} maxLength={max} type={extra.type ?? "text"} placeholder={extra.placeholder} onChange={(e) => set(field, e.target.value)} />
    </FormField>
  );

  const toggle = (
    field: "bonusesAllowed" | "keyTermsInFull" | "licensedHereOnly" | "informationOnly" | "esportsBettingAllowed",
    label: string,
    description: string,
  ) => (
    <div className="flex items-start gap-3">
      <Switch id={`rule-${field}`} checked={form[field]} onCheckedChange={(on) => set(field, on)} aria-describedby={`rule-${field}-note`} />
      <div className="flex flex-col">
        <Label htmlFor={`rule-${field}`}>{label}</Label>
        <p id={`rule-${field}-note`} className="text-xs text-slate-400">
          {description}
        </p>
      </div>
    </div>
  );

  const title = rule ? `Edit Rule: ${ruleTitle(rule.code)}` : "Add Rule";
  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100%-1rem))] overflow-y-auto p-4 sm:p-6" onInteractOutside={keepEdits}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            What visitors from this place are shown beside every offer. Changes show on the public pages as soon as they are saved.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={eventHandler(submit)} className="flex flex-col gap-4" aria-label={title}>
          {rule === null && (
            <FormField
              label="Jurisdiction code"
              error={errors.code}
              description={codeRead ? codeRead.label : "A country (GB, SE) or a US state or Canadian province (US-NJ, CA-ON)."}
            >
              <Input
                value={form.code}
                maxLength={10}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="font-mono"
                placeholder="GB"
                onChange={(e) => set("code", e.target.value)}
              />
            </FormField>
          )}
          <FormField label="Minimum age" error={errors.minimumAge}>
            <NativeSelect value={form.minimumAge} onChange={(e) => set("minimumAge", Number(e.target.value) as MinimumAge)}>
              {MINIMUM_AGES.map((age) => (
                <option key={age} value={age}>
                  {age}+
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Responsible-gambling line" error={errors.responsibleGamblingText} description="Shown beside every offer and in the footer.">
            <Textarea value={form.responsibleGamblingText} maxLength={300} onChange={(e) => set("responsibleGamblingText", e.target.value)} />
          </FormField>
          {text("helplineName", "Helpline name", 100, { placeholder: "National Gambling Helpline" })}
          {text("helplineUrl", "Helpline link", 2000, { type: "url", placeholder: "https://www.gamcare.org.uk" })}
          {text("helplinePhone", "Helpline phone (optional)", 40, { type: "tel", description: "Where a regulator requires a number on the page." })}
          {toggle(
            "informationOnly",
            "Information only",
            "On: no bookmaker name, price, link or bonus is shown here (where such advertising is banned, or no licensed bookmaker offers esports); the pages show the matches.",
          )}
          {toggle(
            "esportsBettingAllowed",
            "Esports betting allowed",
            "Off: a place that allows sports betting but not esports (some US states) gets information only.",
          )}
          {toggle("bonusesAllowed", "Bonuses may be advertised", "Off: bookmakers are shown without their bonus.")}
          {toggle("keyTermsInFull", "Key terms in full", "On: a bonus is shown only with its key terms, in full, on the card.")}
          {toggle(
            "licensedHereOnly",
            "Only bookmakers licensed here",
            "On: a bookmaker is shown only if its licence names this place; one licensed everywhere except a list is not.",
          )}
          <BonusGuideFields guide={form.bonusGuide} onChange={(guide) => set("bonusGuide", guide)} errors={errors} />
          <DialogFooter>
            <Button variant="outline" disabled={saving} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : rule ? "Save Rule" : "Add Rule"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
