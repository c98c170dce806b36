// experiments/: A/B tests, from assignment on the server to signals, results and verdicts.

export { abTestsAdminRouter } from "./admin-router";
export { abTestResultsFor } from "./results";
export { assignmentsFor, loadRunningTests, variantFor, type RunningTest, type RunningVariant } from "./running-tests";
export { recordExperimentSignals } from "./record-signals";
export { experimentSignals, type ExperimentSignals } from "./signals";
export { createAbTest, transitionAbTest, updateAbVariants } from "./test-changes";
export { EXPOSURE_GRACE_MS } from "./server-conversions";
export { experimentSessionId } from "./session-cookie";
export { issueExperimentSession } from "./session-token";
export { ExperimentSignalsRecorder, type ObservedRequest } from "./signal-recorder";
