// The hex SHA-256 of bytes by Web Crypto (Node and Workers alike): the backup's payloads, a document's versions.

/** Bytes over an ArrayBuffer, not shared memory: what WebCrypto's type asks for. */
function isUnshared(bytes: Uint8Array): bytes is Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer;
}

/** Hex SHA-256 of the bytes. */
export async function sha256(bytes: Uint8Array): Promise<string> {
  // Bytes here are never shared memory (checked); a copy would do otherwise.
  const digest = await crypto.subtle.digest(
    "SHA-256",
    isUnshared(bytes) ? bytes : new Uint8Array(bytes),
  );
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
