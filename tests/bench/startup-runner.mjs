// `npm start`'s first answer, timed from a process of its own (startup.ts spawns it): the server spawned as npm start
// runs it, /api/version asked every 5 ms until its first 200, the time since the spawn printed in ms on stdout, the
// server stopped. Options as JSON in argv[2]: { script, nodeArgs, env, port }. Not from the bench's process: a parent
// holding a 2 GB heap added about 40 ms to the same start (its fork, its timers late behind its collections;
// docs/benchmarks.md, tenth session). Plain JavaScript: no tsx to load.
import { spawn } from "node:child_process";

const { script, nodeArgs, env, port } = JSON.parse(process.argv[2]);

const t0 = performance.now();
const server = spawn(process.execPath, [...nodeArgs, script], {
  env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
  stdio: ["ignore", "ignore", "pipe"],
});
let log = "";
server.stderr.on("data", (b) => void (log = (log + b.toString()).slice(-4000)));
const stopServer = () =>
  new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    const hard = setTimeout(() => server.kill("SIGKILL"), 5000);
    server.once("exit", () => (clearTimeout(hard), resolve()));
    server.kill("SIGTERM");
  });
// Stopped by the bench (Ctrl-C, cleanup): the server goes with it.
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => void stopServer().then(() => process.exit(130)));

let firstAnswerMs;
try {
  for (;;) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/version`);
      if (r.ok) {
        firstAnswerMs = performance.now() - t0;
        break;
      }
    } catch {
      /* not listening yet */
    }
    if (server.exitCode !== null)
      throw new Error(`le serveur s'est arrêté au démarrage (code ${server.exitCode})\n${log}`);
    if (performance.now() - t0 > 60_000) throw new Error("pas de réponse en 60 s");
    await new Promise((r) => setTimeout(r, 5));
  }
} finally {
  await stopServer();
}
process.stdout.write(JSON.stringify({ firstAnswerMs }));
