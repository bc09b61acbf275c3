// One client's full load of a list in a process of its own (lists.ts spawns it): the options as JSON in argv[2],
// the wall times as JSON on stdout. undici's `fetch` with the browser's Accept-Encoding, the body decompressed and
// `res.json()` parsed, from the call to the parsed object: what a browser tab opening the list waits for, minus
// rendering. Not in the bench's process: by the rounds that one holds about 0.9 GB, and parsing 2.6 MB of JSON
// there paid for that heap's collections (ADR 144; the same reason load-runner.mjs exists). Plain JavaScript.
const { url, headers, loads } = JSON.parse(process.argv[2]);
const wall = [];
// One load untimed first: a process's first fetch loads undici itself (tens of ms), which a browser tab has ready.
for (let i = -1; i < loads; i++) {
  const start = performance.now();
  const res = await fetch(url, { headers });
  const parsed = await res.json();
  if (i >= 0) wall.push(performance.now() - start);
  if (!res.ok || !Array.isArray(parsed.data)) {
    process.stderr.write(`fetch ${url} : ${res.status}\n`);
    process.exit(1);
  }
}
process.stdout.write(JSON.stringify({ wall }));
