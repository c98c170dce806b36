import { hasErrorCode } from "@eb/api/contracts";

/** True for a tRPC client error whose server code is `not_found` (works for HTTP and in-process links). */
export const isNotFoundError = (error: unknown): boolean => hasErrorCode(error, "not_found");
