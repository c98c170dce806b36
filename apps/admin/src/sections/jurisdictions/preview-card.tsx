import { useId, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { previewInput } from "@eb/api/contracts";
import type { AdminOutputs } from "@eb/api/admin-types";
import { Button } from "@eb/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import { QueryBoundary } from "@eb/ui/query-boundary";
import { useTRPC } from "../../lib/trpc";

type Preview = AdminOutputs["jurisdictions"]["preview"];

const onOff = (on: boolean, yes: string, no: string) => (on ? yes : no);

/** "A visitor from GB sees: …": pick a place, see the rule and the bookmakers exactly as the public site would. */
export function PreviewCard() {
  const trpc = useTRPC();
  const [typed, setTyped] = useState("GB");
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState("GB");
  const preview = useQuery(trpc.jurisdictions.preview.queryOptions({ code }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = previewInput.safeParse({ code: typed });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setCode(parsed.data.code);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Preview</CardTitle>
        <CardDescription>What a visitor from a place sees, worked out as the public site does from the rules and licences saved now.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Preview a visitor's place">
          <FormField label="Visitor's location" error={error} description="A country (GB), a region (US-NJ) or unknown." className="sm:w-64">
            <Input
              value={typed}
              maxLength={10}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono"
              onChange={(e) => {
                setTyped(e.target.value);
                setError(null);
              }}
            />
          </FormField>
          <Button type="submit" className="self-start sm:self-auto">
            Preview
          </Button>
        </form>
        <QueryBoundary query={preview} loadingLabel="Working out the preview...">
          {(data) => <PreviewResult preview={data} />}
        </QueryBoundary>
      </CardContent>
    </Card>
  );
}

function PreviewResult({ preview }: { preview: Preview }) {
  const headingId = useId();
  const { rule } = preview;
  const from = preview.located === "unknown" ? "A visitor nobody could locate" : `A visitor from ${preview.located}`;
  return (
    <section aria-labelledby={headingId} aria-live="polite" className="flex flex-col gap-4" data-testid="offer-preview">
      <h4 id={headingId} className="text-base font-semibold">
        {from} ({preview.locatedName}) sees:
      </h4>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-slate-400">Rule applied</dt>
        <dd>
          {rule.name} ({rule.code})
        </dd>
        <dt className="text-slate-400">Minimum age</dt>
        <dd>{rule.minimumAge}+</dd>
        <dt className="text-slate-400">Responsible-gambling line</dt>
        <dd>{rule.responsibleGamblingText}</dd>
        <dt className="text-slate-400">Helpline</dt>
        <dd>
          {rule.helplineName}
          {rule.helplinePhone ? `, ${rule.helplinePhone}` : ""} <span className="break-all text-slate-400">({rule.helplineUrl})</span>
        </dd>
        <dt className="text-slate-400">Offers</dt>
        <dd data-offer-mode>
          {!rule.esportsBettingAllowed
            ? "Information only (esports betting not allowed here): no bookmaker names, prices, links or bonuses"
            : rule.informationOnly
              ? "Information only: no bookmaker names, prices, links or bonuses"
              : rule.bonusesAllowed
                ? "Full: bookmakers, prices and bonuses"
                : "No bonuses: bookmakers and prices without their bonus"}
        </dd>
        <dt className="text-slate-400">Bonuses</dt>
        <dd>{onOff(rule.bonusesAllowed, "Advertised", "Not advertised: bookmakers are shown without their bonus")}</dd>
        <dt className="text-slate-400">Key terms</dt>
        <dd>{onOff(rule.keyTermsInFull, "Shown in full on the card", "Summarised")}</dd>
        <dt className="text-slate-400">Licences</dt>
        <dd>{onOff(rule.licensedHereOnly, "Only bookmakers licensed here", "Also bookmakers licensed everywhere except a list")}</dd>
      </dl>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <div>
          <h5 className="mb-2 text-sm font-semibold">Shown ({preview.shown.length})</h5>
          {preview.shown.length === 0 ? (
            <p className="text-sm text-slate-400">No bookmaker: the pages show a notice instead of a list.</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm" aria-label="Bookmakers shown">
              {preview.shown.map((b) => (
                <li key={b.bookmakerId} className="rounded-md border border-slate-800 p-2">
                  <span className="font-medium">{b.name}</span>
                  <span className="block text-xs break-all text-slate-400">
                    {b.target ? `/go sends to ${b.target}${b.ownUrl ? " (its own URL for this place)" : ""}` : "No /go link"}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h5 className="mb-2 text-sm font-semibold">Not shown ({preview.notShown.length})</h5>
          {preview.notShown.length === 0 ? (
            <p className="text-sm text-slate-400">Every listed bookmaker is shown.</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm" aria-label="Bookmakers not shown">
              {preview.notShown.map((b) => (
                <li key={b.bookmakerId} className="rounded-md border border-slate-800 p-2 text-slate-300">
                  {b.name}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
