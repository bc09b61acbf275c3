/// <reference types="@cloudflare/vitest-pool-workers/types" />
import type { Env as WorkerEnv } from "../../worker/entry/cloudflare";

// Types `env` and `exports` from "cloudflare:workers" in edge tests as the worker's own Env and default export.
declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {}
    interface GlobalProps {
      mainModule: typeof import("../../worker/entry/cloudflare");
    }
  }
}
