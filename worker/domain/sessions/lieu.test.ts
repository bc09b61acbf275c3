import { describe, expect, it } from "vitest";
import { lieuDe } from "./lieu";

describe("le lieu d'une session, par la plage de son adresse", () => {
  it("nomme la plage /24 d'une adresse IPv4 publique, sans l'adresse elle-même", () => {
    expect(lieuDe("203.0.113.57")).toBe("Réseau 203.0.113.0/24");
    expect(lieuDe("::ffff:198.51.100.7")).toBe("Réseau 198.51.100.0/24");
  });
  it("dit « Réseau local » des réseaux privés et « Cet ordinateur » de la boucle locale", () => {
    expect(lieuDe("192.168.1.20")).toBe("Réseau local (192.168.1.0/24)");
    expect(lieuDe("10.4.5.6")).toBe("Réseau local (10.4.5.0/24)");
    expect(lieuDe("172.20.0.3")).toBe("Réseau local (172.20.0.0/24)");
    expect(lieuDe("172.32.0.3")).toBe("Réseau 172.32.0.0/24");
    expect(lieuDe("127.0.0.1")).toBe("Cet ordinateur");
    expect(lieuDe("::1")).toBe("Cet ordinateur");
  });
  it("nomme la plage /48 d'une adresse IPv6", () => {
    expect(lieuDe("2001:db8:1234:5678::1")).toBe("Réseau 2001:db8:1234::/48");
    expect(lieuDe("fd00:1::2")).toBe("Réseau local (fd00:1:0::/48)");
  });
  it("ne devine rien d'une adresse absente ou illisible", () => {
    expect(lieuDe("")).toBe("Adresse inconnue");
    expect(lieuDe("inconnue")).toBe("Adresse inconnue");
    expect(lieuDe("999.1.1.1")).toBe("Adresse inconnue");
  });
});
