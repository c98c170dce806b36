import { describe, expect, it } from "vitest";
import { z } from "zod";
import { adminRouter } from "./admin-router";
import { realtimeSnapshotOutput } from "./contracts/analytics";
import { operationsSnapshotOutput } from "./contracts/operations";

/*
 * Admin procedures declare what they answer (`.output()`, schemas in contracts/): tRPC parses each
 * answer with it and zod objects drop the keys they do not name, so a column a service starts
 * selecting never reaches the browser by accident (dashboard-views/view-output.test.ts shows it).
 */

type Schema = z.core.$ZodType;
type AnyProcedure = { _def: { type: "query" | "mutation" | "subscription"; output?: Schema } };
// tRPC keeps every procedure of a router in a flat record keyed by its dotted path.
const procedures = adminRouter._def.procedures as unknown as Record<string, AnyProcedure>;

/**
 * The procedures without `.output()`, and the schema they answer with instead. tRPC 11 would parse
 * a subscription's return value, the async iterable, as one value and never its events, so
 * `adminLiveSnapshots` takes the contract's schema and parses every snapshot it sends.
 */
const STREAMS: Record<string, Schema> = {
  "analytics.realtime": realtimeSnapshotOutput,
  "operations.live": operationsSnapshotOutput,
};

const AUDIT_DETAILS = "an audit row's details, as its action wrote them (before and after a change)";
const JOB_DOCUMENT = "a manual operation's progress and result, the job's own JSON, read per kind by the screen";
const VARIANT_CONTENT = "a variant's content for its place, keyed by the place's fields (contracts placeConfigSchemas)";

/** The only places where an answer carries keys its schema does not name one by one, and why. */
const OPEN_BY_DESIGN: Record<string, string> = {
  "security.auditLog: rows[].eventData": AUDIT_DETAILS,
  ...Object.fromEntries(
    ["operations.snapshot", "operations.live"].flatMap((path) =>
      ["fullSync", "cleanup"].flatMap((op) => ["progress", "result"].map((doc) => [`${path}: ${op}.${doc}`, JOB_DOCUMENT])),
    ),
  ),
  "abTests.list: [].variants[].config": VARIANT_CONTENT,
  "abTests.results: test.variants[].config": VARIANT_CONTENT,
  ...Object.fromEntries(["create", "updateVariants", "transition"].map((p) => [`abTests.${p}: variants[].config`, VARIANT_CONTENT])),
};

const join = (at: string, key: string) => (at.endsWith(": ") ? `${at}${key}` : `${at}.${key}`);

/** Every place in a schema that lets through keys it does not name: an object that keeps them, a record, unknown. */
function openings(schema: Schema, at: string): string[] {
  // The definition's fields depend on its type; each case reads its own.
  const def = schema._zod.def as unknown as { type: string } & Record<string, unknown>;
  switch (def.type) {
    case "object": {
      const shape = def.shape as Record<string, Schema>;
      // z.looseObject and .passthrough() set a catchall (z.strictObject too: it refuses the answer, a 500).
      const own = def.catchall ? [`${at} (not a stripping object)`] : [];
      return [...own, ...Object.entries(shape).flatMap(([key, value]) => openings(value, join(at, key)))];
    }
    case "array":
      return openings(def.element as Schema, `${at}[]`);
    case "nullable":
    case "optional":
      return openings(def.innerType as Schema, at);
    case "union":
      return [...new Set((def.options as Schema[]).flatMap((option) => openings(option, at)))];
    case "tuple":
      return (def.items as Schema[]).flatMap((item, i) => openings(item, `${at}[${i}]`));
    case "record":
      // Keys from an enum are all named (and all required, in zod 4); any other key type is open.
      return (def.keyType as Schema)._zod.def.type === "enum" ? openings(def.valueType as Schema, join(at, "*")) : [at];
    case "unknown":
    case "any":
      return [at];
    case "string":
    case "number":
    case "boolean":
    case "date":
    case "literal":
    case "enum":
      return [];
    default:
      throw new Error(`${at}: a "${def.type}" schema; say here what it lets through`);
  }
}

describe("what admin procedures answer", () => {
  it("declares an output schema on every query and mutation; only the live streams parse theirs per event", () => {
    const undeclared = Object.entries(procedures)
      .filter(([, p]) => !p._def.output)
      .map(([path]) => path);
    expect(undeclared.sort()).toEqual(Object.keys(STREAMS).sort());
    for (const path of Object.keys(STREAMS)) expect(procedures[path]?._def.type).toBe("subscription");
  });

  it("names every key it sends, except the documents listed with their reason", () => {
    const schemas = Object.entries(procedures).map(([path, p]) => [path, p._def.output ?? STREAMS[path]!] as const);
    const open = schemas.flatMap(([path, schema]) => openings(schema, `${path}: `));
    expect(open.sort()).toEqual(Object.keys(OPEN_BY_DESIGN).sort());
  });

  it("(the walk above) sees objects that keep unknown keys, open records and unknown values", () => {
    const sample = z.object({
      kept: z.looseObject({ a: z.string() }),
      map: z.record(z.string(), z.number()),
      byTier: z.record(z.enum(["tier1", "tier2"]), z.object({ n: z.number() })),
      rows: z.array(z.object({ details: z.unknown().nullable() })),
    });
    expect(openings(sample, "sample: ")).toEqual(["sample: kept (not a stripping object)", "sample: map", "sample: rows[].details"]);
  });
});
