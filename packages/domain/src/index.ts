export * from "./access.ts";
export * from "./auth-token.ts";
export * from "./display-name.ts";
