// `npm start`'s first answer: the server as npm start runs it (servers.ts), started on an existing data folder; the
// time from its spawn to its first answer on /api/version, then stopped.
import { freePort, start, stop } from "./processes";
import { serverCommand } from "./servers";

export interface StartupOptions {
  dataDir: string;
  env?: Record<string, string>;
}

export async function measureStartup({
  dataDir,
  env = {},
}: StartupOptions): Promise<{ firstAnswerMs: number }> {
  const port = await freePort();
  const { script, nodeArgs } = serverCommand();
  const t0 = performance.now();
  const child = start(
    "démarrage",
    script,
    { ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    nodeArgs,
  );
  try {
    for (;;) {
      try {
        const r = await fetch(`http://127.0.0.1:${port}/api/version`);
        if (r.ok) return { firstAnswerMs: performance.now() - t0 };
      } catch {
        /* not listening yet */
      }
      if (child.exitCode !== null)
        throw new Error(`le serveur s'est arrêté au démarrage (code ${child.exitCode})`);
      if (performance.now() - t0 > 60_000) throw new Error("pas de réponse en 60 s");
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    await stop(child);
  }
}
