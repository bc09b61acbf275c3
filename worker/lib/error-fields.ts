/**
 * A field of a thrown value (code, message, cause...), read without trusting its type: anything can be thrown, and
 * the drivers' errors carry fields their types do not declare. undefined when the value is not an object.
 */
export function fieldOf(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined;
}
