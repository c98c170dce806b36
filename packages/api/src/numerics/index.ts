/**
 * Special functions and distributions for the A/B statistics, written for this codebase in place of
 * four @stdlib packages, which brought 229 of the lockfile's 1,057 packages for four functions.
 * Each function's doc comment states its measured accuracy; the tests hold them to values computed
 * with mpmath, and statistics.test.ts holds the A/B code to the SciPy reference vectors.
 */
export { gammaQ } from "./gamma";
export { normalSf } from "./normal";
export { studentTCdf, studentTQuantile } from "./student-t";
