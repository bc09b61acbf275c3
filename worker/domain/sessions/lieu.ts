// Where a session signed in from, as « Mes sessions » shows it (issue 75, item 6): the address's range, not the
// address itself (a /24 in IPv4, a /48 in IPv6: the network of a household or an office, what a person recognises),
// with the ranges every machine has named in words. No geolocation database: nothing leaves the server.

const PRIVE_V4: readonly (readonly [number, number, number])[] = [
  // RFC 1918 private networks, RFC 6598 shared address space (a carrier's NAT): [first octet, second from, to].
  [10, 0, 255],
  [172, 16, 31],
  [192, 168, 168],
  [100, 64, 127],
];

function lieuV4(parts: number[]): string {
  const [a = 0, b = 0, c = 0] = parts;
  const plage = `${a}.${b}.${c}.0/24`;
  if (a === 127) return "Cet ordinateur";
  if (PRIVE_V4.some(([p, de, a2]) => a === p && b >= de && b <= a2))
    return `Réseau local (${plage})`;
  return `Réseau ${plage}`;
}

function lieuV6(adresse: string): string {
  const bas = adresse.toLowerCase();
  if (bas === "::1") return "Cet ordinateur";
  const [tete = ""] = bas.split("::");
  const groupes = tete.split(":").filter(Boolean).slice(0, 3);
  while (groupes.length < 3) groupes.push("0");
  const plage = `${groupes.join(":")}::/48`;
  if (/^f[cd]/.test(bas) || /^fe[89ab]/.test(bas)) return `Réseau local (${plage})`;
  return `Réseau ${plage}`;
}

/** « Réseau 203.0.113.0/24 », « Réseau local (192.168.1.0/24) », « Cet ordinateur », or « Adresse inconnue ». */
export function lieuDe(adresse: string | null | undefined): string {
  const a = (adresse ?? "").trim();
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/i.exec(a);
  if (v4) {
    const parts = v4.slice(1).map(Number);
    if (parts.every((n) => n <= 255)) return lieuV4(parts);
  }
  if (a.includes(":") && /^[0-9a-f:]+$/i.test(a)) return lieuV6(a);
  return "Adresse inconnue";
}
