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
    <form noValidate onSubmit={eventHandler(submit)} className="flex min-w-0 flex-col gap-1">
      {/* Named for screen readers; on the card the "/go/" before the field says what it is. */}
      <Label htmlFor={id} className="sr-only">
        Redirect Slug
      </Label>
      <div className="flex gap-2">
        <div className="flex min-w-0 flex-1 items-center rounded-lg border border-slate-700 bg-slate-950 focus-within:ring-2 focus-within:ring-ring">
          <span aria-hidden className="pl-3 text-sm text-slate-400">
            /go/
          </span>
          <Input
            id={id}
            value={value}
            placeholder="my-bookmaker"
            autoComplete="off"
            spellCheck={false}
            className="h-9 min-w-0 border-0 bg-transparent pl-0.5 focus-visible:ring-0"
            aria-invalid={error ? true : undefined}
            aria-describedby={[error && `${id}-error`, aliases.length > 0 && `${id}-aliases`].filter(Boolean).join(" ") || undefined}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
          />
        </div>
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          className="h-9"
          disabled={disabled || saving || unchanged}
          aria-label={`Save redirect slug of ${bookmakerName}`}
        >
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
