import { useId, useState, type ReactNode } from "react";
import { ExternalLink, Pencil, Star, TriangleAlert } from "lucide-react";
import { Link } from "wouter";
import { OFFERED_NOWHERE, visibilityOf, type Visibility } from "@eb/api/contracts";
import { Badge } from "@eb/ui/badge";
import { Button } from "@eb/ui/button";
import { Card } from "@eb/ui/card";
import { cn } from "@eb/ui/cn";
import { Label } from "@eb/ui/input";
import { Switch } from "@eb/ui/switch";
import { countOf } from "../../lib/format";
import { BookmakerRevenueLine } from "./bookmaker-revenue-line";
import type { AdminBookmaker } from "./content-form-state";
import { RedirectSlugForm } from "./redirect-slug-form";
import type { BookmakerMutations } from "./use-bookmaker-mutations";
import { VISIBILITY_EDGE, VisibilitySelect } from "./visibility-select";

type Props = {
  bookmaker: AdminBookmaker;
  /** The drag handle; absent in the archived group, which is not ordered by hand. */
  handle?: ReactNode;
  mutations: BookmakerMutations;
  onEdit: () => void;
};

/**
 * One bookmaker in the Bookmakers tab, one row on a wide screen (spec: name, rating, Featured badge,
 * Edit Content, the featured switch, the redirect slug, and the click count with its /go link). The
 * count is the redirect's /go clicks (counted by the server for every visitor), not tracked clicks.
 * What visitors get is one state, chosen in one control and marked on the card's edge; it replaces
 * the publish status badge, the Active switch, the publish status select and "Not shown to
 * visitors", which together left "Active + Draft" to be worked out. While one of its changes is
 * saving, its controls wait, so the next one sends the new version.
 */
export function BookmakerCard({ bookmaker: b, handle, mutations, onEdit }: Props) {
  const titleId = useId();
  const featuredId = useId();
  const [busy, setBusy] = useState(false);
  const visibility = visibilityOf(b);

  const save = async (call: () => Promise<boolean>) => {
    setBusy(true);
    try {
      return await call();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      data-testid="bookmaker-card"
      data-visibility={visibility}
      className={cn(
        "grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 border-l-4 px-3 py-2",
        "lg:grid-cols-[auto_minmax(9rem,1fr)_14rem_auto_minmax(12rem,16rem)_8.5rem_auto]",
        VISIBILITY_EDGE[visibility],
      )}
    >
      <div className="row-span-2 self-start lg:row-span-1 lg:self-center">{handle}</div>
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <h3 id={titleId} className="min-w-0 leading-tight font-semibold break-words">
          {b.name}
        </h3>
        <span className="flex items-center gap-0.5 text-sm font-semibold text-amber-300" aria-label={`Rating ${b.rating.toFixed(1)} out of 5`}>
          <Star className="size-3.5 fill-amber-300" aria-hidden />
          {b.rating.toFixed(1)}
        </span>
        {b.isFeatured && <Badge variant="outline">Featured</Badge>}
        {/* Under the name, in its cell: the row stays one row at 1400 px. */}
        <BookmakerRevenueLine bookmakerId={b.id} />
        {b.offeredNowhere && (
          // Issue 36: a bookmaker without a licence reaches no visitor, Live or not; say so where it is made Live.
          <p data-testid="offered-nowhere" className="flex basis-full items-center gap-1 text-sm text-amber-200">
            <TriangleAlert className="size-3.5 shrink-0" aria-hidden />
            <span>
              {OFFERED_NOWHERE}.{" "}
              <Link href="/admin/jurisdictions" className="text-amber-100 underline underline-offset-4 hover:text-white">
                Set licences
              </Link>
            </span>
          </p>
        )}
      </div>
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit Content: ${b.name}`} className="lg:order-last">
        <Pencil aria-hidden />
        <span className="max-sm:sr-only">Edit Content</span>
      </Button>

      <div className="col-span-2 flex flex-wrap items-center gap-x-4 gap-y-2 lg:contents">
        <VisibilitySelect
          bookmakerName={b.name}
          visibility={visibility}
          offeredNowhere={b.offeredNowhere}
          disabled={busy}
          onChange={(v: Visibility) => void save(() => mutations.setVisibility(b, v))}
        />
        <div className="flex items-center gap-2">
          <Switch
            id={featuredId}
            checked={b.isFeatured}
            disabled={busy}
            onCheckedChange={(v) => void save(() => mutations.setFeatured(b, v))}
            aria-label={`Featured: ${b.name}`}
          />
          <Label htmlFor={featuredId}>Featured</Label>
        </div>
        <div className="min-w-0 flex-1 basis-44 sm:max-w-80 lg:max-w-none">
          <RedirectSlugForm
            key={b.redirectSlug ?? ""}
            bookmakerName={b.name}
            slug={b.redirectSlug}
            aliases={b.slugAliases}
            disabled={busy}
            onSave={(slug) => save(() => mutations.setRedirectSlug(b, slug))}
          />
        </div>
        <p className="flex items-center gap-2 text-sm whitespace-nowrap text-slate-300">
          <span data-testid="click-count">{countOf(b.clickCount, "/go click", "/go clicks")}</span>
          {b.redirectSlug ? (
            <a
              href={`/go/${encodeURIComponent(b.redirectSlug)}`}
              target="_blank"
              rel="noopener"
              aria-label={`/go/${b.redirectSlug} (opens in a new tab)`}
              title={`/go/${b.redirectSlug}`}
              className="inline-flex items-center gap-1 text-link underline-offset-4 hover:underline"
            >
              Open
              <ExternalLink className="size-3.5" aria-hidden />
            </a>
          ) : (
            <span className="text-slate-400">No redirect yet</span>
          )}
        </p>
      </div>
    </Card>
  );
}
