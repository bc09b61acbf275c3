// Counts an edge invocation's subrequests (Workers allow 50 per invocation on Free, 1,000 on Paid): libSQL's HTTP
// requests, R2 operations, the e-mail API's calls and the queue's sends, each through a wrapper around the binding
// or the fetch that makes them. The daily job logs the counts of every invocation; the edge tests assert them.

export interface Subrequests {
  libsql: number;
  r2: number;
  mail: number;
  queue: number;
}

export const newSubrequests = (): Subrequests => ({ libsql: 0, r2: 0, mail: 0, queue: 0 });
export const totalOf = (s: Subrequests) => s.libsql + s.r2 + s.mail + s.queue;

/** `fetch`, each call counted under `kind`. */
export const countingFetch =
  (count: Subrequests, kind: keyof Subrequests, inner: typeof fetch = fetch): typeof fetch =>
  (input, init) => {
    count[kind]++;
    return inner(input, init);
  };

/** A binding (R2 bucket, queue, send_email) whose every method call is counted under `kind`. */
export function countingBinding<T extends object>(
  binding: T,
  count: Subrequests,
  kind: keyof Subrequests,
): T {
  return new Proxy(binding, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        count[kind]++;
        return value.apply(target, args);
      };
    },
  });
}
