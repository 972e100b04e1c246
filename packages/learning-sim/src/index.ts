export * from "./benchmark.ts";
export * from "./curriculum.ts";
export * from "./learner.ts";
export * from "./policies.ts";
export * from "./random.ts";
export * from "./simulate.ts";
