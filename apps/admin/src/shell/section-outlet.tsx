import { Suspense } from "react";
import { LoadingState } from "@eb/ui/query-boundary";
import { SectionErrorBoundary } from "./section-error-boundary";
import type { AdminSection } from "./sections";

/** Renders the current section, loading its chunk on the first visit. */
export function SectionOutlet({ section }: { section: AdminSection }) {
  return (
    <SectionErrorBoundary key={section.path}>
      <Suspense fallback={<LoadingState label={`Loading ${section.label}...`} />}>
        <section.Component />
      </Suspense>
    </SectionErrorBoundary>
  );
}
