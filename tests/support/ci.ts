/**
 * True when the apps must have been built: in CI (`.ci/run` sets CI) and in `npm test`, which builds
 * first and sets EB_REQUIRE_BUILD. A test that needs a build then fails when it is missing instead of
 * skipping; a developer running one test file without a build still gets the skip.
 */
export const buildRequired = Boolean(process.env.CI || process.env.EB_REQUIRE_BUILD);
