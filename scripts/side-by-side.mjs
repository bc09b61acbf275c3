// Runs commands at the same time, each line of their output prefixed with the command's label, and fails if any
// fails (after all have ended, so that every failure is printed). `npm test` uses it to keep both cores busy: a
// command alone on one core (the edge project's one file at a time, `tsc`) leaves the other idle (ADR 139).
//
//   node scripts/side-by-side.mjs "label=command line" "label=command line" ...
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";

/** Runs `jobs` ({ label, command }) side by side; resolves with the labels of those that failed. */
export function sideBySide(jobs) {
  const width = Math.max(...jobs.map((j) => j.label.length));
  // A child writing into a pipe drops its colours; keep them when our own output is a terminal.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env;
  const runs = jobs.map(
    ({ label, command }) =>
      new Promise((resolve) => {
        const prefix = `[${label.padEnd(width)}] `;
        const child = spawn(command, { shell: true, env, stdio: ["ignore", "pipe", "pipe"] });
        for (const [from, to] of [
          [child.stdout, process.stdout],
          [child.stderr, process.stderr],
        ]) {
          let rest = "";
          from.setEncoding("utf8");
          from.on("data", (chunk) => {
            const lines = (rest + chunk).split("\n");
            rest = lines.pop() ?? "";
            for (const line of lines) to.write(`${prefix}${line}\n`);
          });
          from.on("end", () => rest && to.write(`${prefix}${rest}\n`));
        }
        child.on("close", (code, signal) => {
          const ok = code === 0;
          console.log(
            `${prefix}${ok ? "terminé" : `échec (${signal ?? `code ${code}`})`} : ${command}`,
          );
          resolve(ok ? null : label);
        });
      }),
  );
  return Promise.all(runs).then((labels) => labels.filter((l) => l !== null));
}

/** "label=command" as given on the command line. */
export function parseJob(arg) {
  const at = arg.indexOf("=");
  if (at < 1) throw new Error(`attendu « libellé=commande », reçu « ${arg} »`);
  return { label: arg.slice(0, at), command: arg.slice(at + 1) };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const failed = await sideBySide(process.argv.slice(2).map(parseJob));
  if (failed.length > 0) {
    console.error(`Échec : ${failed.join(", ")}`);
    process.exit(1);
  }
}
