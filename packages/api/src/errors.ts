import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";

/** Thrown by services for failures the caller should see (not found, refused, conflict). */
export class DomainError extends Error {
  constructor(
    readonly code: Exclude<TRPC_ERROR_CODE_KEY, "PARSE_ERROR">,
    message: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const notFound = (message = "Not found") => new DomainError("NOT_FOUND", message);
