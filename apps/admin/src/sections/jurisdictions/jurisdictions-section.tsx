import { useId } from "react";
import { LicencesCard } from "./licences-card";
import { PreviewCard } from "./preview-card";
import { RulesCard } from "./rules-card";
import { useJurisdictionChanges } from "./use-jurisdiction-changes";

/** Jurisdictions tab: the rules per place, each bookmaker's licence, and what a visitor from a place sees. */
export default function JurisdictionsSection() {
  const titleId = useId();
  const changes = useJurisdictionChanges();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-6">
      <div>
        <h2 id={titleId} className="text-xl font-semibold">
          Jurisdictions
        </h2>
        <p className="text-sm text-slate-400">Which offers are legal where the visitor is, and what each place requires beside them.</p>
      </div>
      <RulesCard changes={changes} />
      <LicencesCard changes={changes} />
      <PreviewCard />
    </section>
  );
}
