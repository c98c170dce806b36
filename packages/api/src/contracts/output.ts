import { z } from "zod";

/*
 * Building blocks of the admin procedures' `.output()` schemas. An output schema lists the fields
 * the admin app reads, and tRPC parses every answer with it: a zod object drops the keys it does
 * not list, so a column a service starts selecting reaches the browser only once it is named here.
 */

/** A timestamp column as the service returns it (a Date); JSON sends its ISO string, as `AdminOutputs` types it. */
export const timestampOutput = z.date();

/** The answer of an action with nothing to report. */
export const okOutput = z.object({ ok: z.literal(true) });

/** How many sessions an action ended. */
export const endedOutput = z.object({ ended: z.number() });

/**
 * A JSON document shown as it was written (an audit row's details, a job's progress and result):
 * its keys are its content, chosen by the code that wrote it, not a table's columns.
 */
export const jsonDocumentOutput = z.record(z.string(), z.unknown());
