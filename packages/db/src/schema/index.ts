export * from "./common";
export * from "./esports";
export * from "./bookmakers";
export * from "./operations";
export * from "./analytics";
export * from "./auth";
export * from "./security";
export * from "./teams";
