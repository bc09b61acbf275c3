// A session's id (the token's `sid`), staff's (issue 59) and the spaces' (issue 62): 128 random bits, base64url.
export function nouvelIdSession(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}
