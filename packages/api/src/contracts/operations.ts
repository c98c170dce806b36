import { z } from "zod";

/** The two manual operations of the spec's Manual Data Operations block. */
export const OPERATION_KINDS = ["full_sync", "cleanup"] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

export const startOperationInput = z.object({ kind: z.enum(OPERATION_KINDS) });
export type StartOperationInput = z.infer<typeof startOperationInput>;
