// `npm start`'s first answer: the server as npm start runs it (servers.ts), started on an existing data folder; the
// time from its spawn to its first answer on /api/version, then stopped. Timed by startup-runner.mjs, a process of
// its own, not by the bench's.
import { freePort, loaderFor, runScript } from "./processes";
import { serverCommand } from "./servers";

export interface StartupOptions {
  dataDir: string;
  env?: Record<string, string>;
}

export async function measureStartup({
  dataDir,
  env = {},
}: StartupOptions): Promise<{ firstAnswerMs: number }> {
  const { script, nodeArgs } = serverCommand();
  const options = {
    script,
    nodeArgs: [...nodeArgs, ...loaderFor(script)],
    env: { ...env, DATA_DIR: dataDir },
    port: await freePort(),
  };
  return JSON.parse(
    await runScript("tests/bench/startup-runner.mjs", [JSON.stringify(options)]),
  ) as { firstAnswerMs: number };
}
