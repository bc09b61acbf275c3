/**
 * A field of a thrown value (code, message, cause...), read without trusting its type: anything can be thrown, and
 * the drivers' errors carry fields their types do not declare. undefined when the value is not an object.
 */
export function fieldOf(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined;
}

/** The messages of an error and its causes (drizzle wraps the driver's error, which may wrap the server's), joined. */
export function messagesOf(err: unknown): string {
  const parts: string[] = [];
  for (let e = err, depth = 0; typeof e === "object" && e !== null && depth < 6; depth++) {
    parts.push(String(fieldOf(e, "message") ?? ""));
    e = fieldOf(e, "cause");
  }
  return parts.join("\n");
}
