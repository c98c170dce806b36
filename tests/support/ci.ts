/**
 * True in CI (`.ci/run` sets CI): the apps are always built there first, so a test that needs a build
 * fails when it is missing instead of skipping.
 */
export const inCi = Boolean(process.env.CI);
