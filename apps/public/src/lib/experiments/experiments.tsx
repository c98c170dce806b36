import { createContext, useContext, useEffect, type ReactNode } from "react";
import { assignmentFor, type AbPlace, type ExperimentAssignment } from "@eb/api/shared";
import { reportExposure } from "./exposures";

const ExperimentsContext = createContext<readonly ExperimentAssignment[]>([]);

/**
 * The visitor's variants, decided by the server from the consented session and rendered into the
 * HTML; the browser hydrates with the same list, so nothing changes after the page appears.
 */
export function ExperimentsProvider({ assignments, children }: { assignments: readonly ExperimentAssignment[]; children: ReactNode }) {
  return <ExperimentsContext.Provider value={assignments}>{children}</ExperimentsContext.Provider>;
}

/** The visitor's variant of the test running on this place (null: none, the site as it is); reports the exposure once shown. */
export function usePlace(place: AbPlace): ExperimentAssignment | null {
  const assignment = assignmentFor(useContext(ExperimentsContext), place);
  const testId = assignment?.testId;
  useEffect(() => {
    if (testId !== undefined) reportExposure(testId);
  }, [testId]);
  return assignment;
}
