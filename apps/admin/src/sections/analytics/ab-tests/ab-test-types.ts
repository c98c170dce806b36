import type { AdminOutputs } from "@eb/api/admin-types";

/** A test as `abTests.list` returns it, with its variants in order (dates are ISO strings over HTTP). */
export type AbTest = AdminOutputs["abTests"]["list"][number];
export type AbVariant = AbTest["variants"][number];

/** `abTests.results`: the verdict, its variants' figures and the cumulative series. */
export type AbResults = AdminOutputs["abTests"]["results"];
export type AbVerdict = AbResults["verdict"];
export type VariantVerdict = AbVerdict["variants"][number];
export type SeriesPoint = AbResults["series"][number];

/** A bookmaker as the admin `bookmakers.list` returns it. */
export type AdminBookmaker = AdminOutputs["bookmakers"]["list"][number];
