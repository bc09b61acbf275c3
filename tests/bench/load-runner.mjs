// One autocannon run in a process of its own (load.ts spawns it): the options as JSON in argv[2], the result as
// JSON on stdout. Not in the bench's process: by the rounds that one holds 0.9 GB (wrangler's proxy, the in-process
// steps' data), and autocannon times each answer on its own event loop, so that heap's collections were counted as
// the server's latency (a read's p99 at 50 connections: 17 to 24 ms from a process with a 2 GB heap, 9 to 10 ms
// from a fresh one, same server, same minute; docs/benchmarks.md, tenth session). Plain JavaScript: no tsx to load.
import autocannon from "autocannon";

const { url, connections, duration, headers, rotation } = JSON.parse(process.argv[2]);
// Rotating ids (load.ts rotating()): the path of each request, from where the previous run of the target stopped.
let next = rotation?.next ?? 0;
const result = await autocannon({
  url,
  connections,
  duration,
  headers,
  requests: rotation
    ? [
        {
          method: "GET",
          setupRequest: (req) => ({
            ...req,
            path: `${rotation.prefix}${(next++ % rotation.n) + 1}`,
          }),
        },
      ]
    : undefined,
});
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    "2xx": result["2xx"],
    "4xx": result["4xx"],
    "5xx": result["5xx"],
    next,
  }),
);
