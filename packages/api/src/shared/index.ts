export * from "./games";
export * from "./prize-pool";
export * from "./team-logos";
export * from "./time-label";
export * from "./match-rules";
export * from "./tournament-rules";
export * from "./public-types";
export * from "./bookmaker-rules";
export { hasErrorCode, type DomainErrorCode } from "../contracts/errors";
