import { useId, useState, type FormEvent } from "react";
import { redirectSlug } from "@eb/api/contracts";
import { Button } from "@eb/ui/button";
import { Input, Label } from "@eb/ui/input";
import { eventHandler } from "../../lib/event-handler";

type Props = {
  bookmakerName: string;
  /** The saved slug; the form starts from it (mount it keyed by the slug to follow a save). */
  slug: string | null;
  aliases: readonly string[];
  disabled: boolean;
  onSave: (slug: string) => Promise<boolean>;
};

/** The card's Redirect Slug input and Save (spec: trimmed, an empty slug is not saved). Older slugs keep working and are listed. */
export function RedirectSlugForm({ bookmakerName, slug, aliases, disabled, onSave }: Props) {
  const id = useId();
  const [value, setValue] = useState(slug ?? "");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const unchanged = value.trim() === (slug ?? "");

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = redirectSlug.safeParse(value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setSaving(true);
    await onSave(checked.data);
    setSaving(false);
  }

  return (
    <form noValidate onSubmit={eventHandler(submit)} className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Redirect Slug</Label>
      <div className="flex gap-2 sm:max-w-md">
        <Input
          id={id}
          value={value}
          maxLength={60}
          placeholder="my-bookmaker"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error && `${id}-error`, aliases.length > 0 && `${id}-aliases`].filter(Boolean).join(" ") || undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
        />
        <Button type="submit" variant="secondary" disabled={disabled || saving || unchanged} aria-label={`Save redirect slug of ${bookmakerName}`}>
          {saving ? "Saving..." : "Save"}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      {aliases.length > 0 && (
        <p id={`${id}-aliases`} className="text-xs text-slate-400">
          Older slugs that still work: {aliases.join(", ")}
        </p>
      )}
    </form>
  );
}
