import { useId, useState, type ReactNode } from "react";
import { ExternalLink, Pencil, Star } from "lucide-react";
import type { PublishStatus } from "@eb/api/contracts";
import { Badge } from "@eb/ui/badge";
import { Button } from "@eb/ui/button";
import { Card } from "@eb/ui/card";
import { Label } from "@eb/ui/input";
import { Switch } from "@eb/ui/switch";
import { countOf } from "../../lib/format";
import type { AdminBookmaker } from "./content-form-state";
import { RedirectSlugForm } from "./redirect-slug-form";
import { StatusSelect } from "./status-select";
import type { BookmakerMutations } from "./use-bookmaker-mutations";

type Props = {
  bookmaker: AdminBookmaker;
  /** The drag handle; absent in the archived group, which is not ordered by hand. */
  handle?: ReactNode;
  mutations: BookmakerMutations;
  onEdit: () => void;
};

function LabelledSwitch({
  label,
  name,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  name: string;
  checked: boolean;
  disabled: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} aria-label={`${label}: ${name}`} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

/**
 * One bookmaker in the Bookmakers tab (spec): name, publish status and Featured badges, rating,
 * Edit Content, the featured and active switches, the redirect slug, and the click count with its
 * /go link. While one of its changes is saving, its controls wait, so the next one sends the new version.
 */
export function BookmakerCard({ bookmaker: b, handle, mutations, onEdit }: Props) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const visible = b.publishStatus === "published" && b.active;

  const save = async (call: () => Promise<boolean>) => {
    setBusy(true);
    try {
      return await call();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card role="article" aria-labelledby={titleId} className="gap-4 p-4" data-testid="bookmaker-card">
      <div className="flex items-start gap-2">
        {handle}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="min-w-0 text-lg leading-tight font-bold break-words">
              {b.name}
            </h3>
            <Badge variant={b.publishStatus === "published" ? "default" : "secondary"}>{b.publishStatus}</Badge>
            {b.isFeatured && <Badge variant="outline">Featured</Badge>}
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-400">
            <span className="flex items-center gap-1 font-semibold text-amber-300" aria-label={`Rating ${b.rating.toFixed(1)} out of 5`}>
              <Star className="size-4 fill-amber-300" aria-hidden />
              {b.rating.toFixed(1)}
            </span>
            {!visible && <span>Not shown to visitors</span>}
          </div>
        </div>
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit Content: ${b.name}`}>
          <Pencil aria-hidden />
          <span className="max-sm:sr-only">Edit Content</span>
        </Button>
      </div>

      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <LabelledSwitch label="Featured" name={b.name} checked={b.isFeatured} disabled={busy} onChange={(v) => void save(() => mutations.setFeatured(b, v))} />
        <LabelledSwitch label="Active" name={b.name} checked={b.active} disabled={busy} onChange={(v) => void save(() => mutations.setActive(b, v))} />
        <StatusSelect status={b.publishStatus} disabled={busy} onChange={(s: PublishStatus) => void save(() => mutations.setPublishStatus(b, s))} />
      </div>

      <RedirectSlugForm
        key={b.redirectSlug ?? ""}
        bookmakerName={b.name}
        slug={b.redirectSlug}
        aliases={b.slugAliases}
        disabled={busy}
        onSave={(slug) => save(() => mutations.setRedirectSlug(b, slug))}
      />

      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-300">
        <span data-testid="click-count">{countOf(b.clickCount, "click", "clicks")}</span>
        {b.redirectSlug ? (
          <a
            href={`/go/${encodeURIComponent(b.redirectSlug)}`}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 text-link underline-offset-4 hover:underline"
          >
            /go/{b.redirectSlug}
            <ExternalLink className="size-3.5" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          <span className="text-slate-400">No redirect yet</span>
        )}
      </p>
    </Card>
  );
}
