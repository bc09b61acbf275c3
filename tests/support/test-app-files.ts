import { afterAll } from "vitest";
import { closeTestApps } from "./test-app";

// The api project's set-up file: after each test file, its test apps' databases are closed and their copies removed
// (a worker runs many files, isolate: false; ADR 125).
afterAll(() => closeTestApps());
