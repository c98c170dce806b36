import { DOMAIN_ERRORS, type DomainErrorCode, type ErrorIssue } from "../contracts";

export { errorBody, type DomainErrorCode, type ErrorBody } from "../contracts";

/** Thrown by services for failures the caller should see; the message is shown to the user. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
    this.name = "DomainError";
  }

  get httpStatus(): number {
    return DOMAIN_ERRORS[this.code].http;
  }
}

export const notFound = (message = "Not found") => new DomainError("not_found", message);
