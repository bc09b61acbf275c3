// `npm run fuzz`'s defaults (tests/support/fuzz-plan.ts): a fixed seed and a short run, what the suite runs on Node;
// scripts/fuzz.mjs asks for more, FUZZ_RUNS and FUZZ_SEED for a longer hunt or a replay.
export const DEFAULT_SEED = 24;
export const DEFAULT_RUNS = 30;
