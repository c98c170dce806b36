import { useState, type FormEvent } from "react";
import { BONUS_TYPE_LABELS, BONUS_TYPES, DEFAULT_BUTTON_TEXT, type BonusType, type BookmakerContentForm, type MappedFeed } from "@eb/api/contracts";
import { Button } from "@eb/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@eb/ui/dialog";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import { NativeSelect } from "@eb/ui/native-select";
import { Textarea } from "@eb/ui/textarea";
import { eventHandler } from "../../lib/event-handler";
import {
  contentFormFrom,
  ctaPlaceholder,
  emptyContentForm,
  feedKeyErrorKey,
  validateContent,
  type AdminBookmaker,
  type ContentFormState,
  type TextField,
} from "./content-form-state";
import { FeedKeysEditor } from "./feed-keys-editor";
import { FIELD_USAGE } from "./field-usage";
import { KeyFeaturesEditor } from "./key-features-editor";
import type { ContentSave } from "./use-bookmaker-mutations";

type Props = {
  /** The bookmaker to edit, or null to add one. */
  bookmaker: AdminBookmaker | null;
  onClose: () => void;
  /** Saves the checked content; when saved the dialog closes, when refused it shows the fields the server named. */
  onSave: (content: BookmakerContentForm) => Promise<ContentSave>;
};

type TextFieldSpec = {
  field: TextField;
  label: string;
  max: number;
  multiline?: boolean;
  type?: "url";
  inputMode?: "decimal";
  placeholder?: string;
};

const FIELDS_BEFORE_TYPE: TextFieldSpec[] = [
  { field: "name", label: "Name", max: 100 },
  { field: "rating", label: "Rating", max: 10, inputMode: "decimal", placeholder: "4.5" },
  { field: "bonus", label: "Bonus", max: 200, placeholder: "100% up to €200" },
];

/**
 * A long form closes only by Cancel, Close or Escape: a click outside it (dismissing a refused
 * save's toast, say) must not throw the edits away.
 */
const keepEdits = (e: Event) => e.preventDefault();

/**
 * The Edit Content dialog (also Add Bookmaker): every content field, checked with the schema the
 * server uses, each with a note of where the public site shows it. Mounted per opening, so it
 * starts from the bookmaker as the list had it (its version goes with the save).
 */
export function ContentDialog({ bookmaker, onClose, onSave }: Props) {
  const [form, setForm] = useState<ContentFormState>(() => (bookmaker ? contentFormFrom(bookmaker) : emptyContentForm()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof ContentFormState>(field: K, value: ContentFormState[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    // A key feature row's errors are keyed "keyFeatures.{row}.{field}": editing the list clears them all.
    setErrors((errs) => Object.fromEntries(Object.entries(errs).filter(([key]) => key !== field && !key.startsWith(`${field}.`))));
  };

  /** One feed's key: clears only that field's message (a clash on another feed stays shown). */
  const setFeedKey = (feed: MappedFeed, key: string) => {
    setForm((f) => ({ ...f, feedKeys: { ...f.feedKeys, [feed]: key } }));
    setErrors((errs) => Object.fromEntries(Object.entries(errs).filter(([k]) => k !== feedKeyErrorKey(feed))));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validateContent(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await onSave(checked.input);
    setSaving(false);
    if (result.saved) onClose();
    else setErrors(result.fieldErrors);
  }

  const textField = ({ field, label, max, multiline, type, inputMode, placeholder }: TextFieldSpec) => (
    <FormField key={field} label={label} description={FIELD_USAGE[field]} error={errors[field]}>
      {multiline ? (
        <Textarea value={form[field]} maxLength={max} placeholder={placeholder} onChange={(e) => set(field, e.target.value)} />
      ) : (
        <Input
          value={form[field]}
          maxLength={max}
          type={type ?? "text"}
          inputMode={inputMode}
          placeholder={placeholder}
          onChange={(e) => set(field, e.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="w-[min(42rem,calc(100%-1rem))] p-4 sm:p-6" onInteractOutside={keepEdits}>
        <DialogHeader>
          <DialogTitle>{bookmaker ? `Edit Content: ${bookmaker.name}` : "Add Bookmaker"}</DialogTitle>
          <DialogDescription>
            {bookmaker ? "Changes show on the public pages as soon as they are saved." : "A new bookmaker is saved as a draft, last in the order."}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={eventHandler(submit)}
          className="flex flex-col gap-4"
          aria-label={bookmaker ? `Content of ${bookmaker.name}` : "New bookmaker"}
        >
          {FIELDS_BEFORE_TYPE.map(textField)}
          <FormField label="Bonus Type" description={FIELD_USAGE.bonusType} error={errors.bonusType}>
            <NativeSelect value={form.bonusType} onChange={(e) => set("bonusType", e.target.value as BonusType)}>
              {BONUS_TYPES.map((t) => (
                <option key={t} value={t}>
                  {BONUS_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {textField({ field: "buttonText", label: "Button Text", max: 40, placeholder: DEFAULT_BUTTON_TEXT })}
          {textField({ field: "ctaText", label: "CTA Text", max: 80, placeholder: ctaPlaceholder(form.bonus) })}
          {textField({ field: "description", label: "Description", max: 300, multiline: true })}
          {textField({ field: "termsHighlight", label: "Terms Highlight", max: 300, multiline: true })}
          {textField({ field: "websiteUrl", label: "Website URL", max: 2000, type: "url", placeholder: "https://bookmaker.example" })}
          {textField({ field: "affiliateUrl", label: "Affiliate URL (admin only)", max: 2000, type: "url", placeholder: "https://bookmaker.example/?aff=..." })}
          <FeedKeysEditor keys={form.feedKeys} onChange={setFeedKey} errors={errors} usage={FIELD_USAGE.feedKeys} />
          <KeyFeaturesEditor rows={form.keyFeatures} onChange={(rows) => set("keyFeatures", rows)} errors={errors} usage={FIELD_USAGE.keyFeatures} />
          <DialogFooter>
            <Button variant="outline" disabled={saving} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : bookmaker ? "Save Changes" : "Add Bookmaker"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
