import { describe, expect, it } from "vitest";
import {
  bicValide,
  ibanCourt,
  ibanEnGroupes,
  ibanMasque,
  ibanValide,
  mod97,
  normaliserIban,
} from "./iban";
import { identifiantSepa, montantSepa, nomSepa, texteSepa, xmlTexte } from "./texte";
import { translitterer } from "./translitteration";

describe("IBAN", () => {
  it("accepts real keys, spaced or not, any case", () => {
    expect(ibanValide("FR76 3000 6000 0112 3456 7890 189")).toBe(true);
    expect(ibanValide("fr7630006000011234567890189")).toBe(true);
    expect(ibanValide("DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(ibanValide("GB82 WEST 1234 5698 7654 32")).toBe(true);
  });
  it("refuses a wrong key, a wrong shape, letters in the key", () => {
    expect(ibanValide("FR76 3000 6000 0112 3456 7890 188")).toBe(false);
    expect(ibanValide("FR7630006")).toBe(false);
    expect(ibanValide("FRXX30006000011234567890189")).toBe(false);
    expect(ibanValide("")).toBe(false);
  });
  it("stores without spaces, prints in groups of four, masks but the last 4", () => {
    expect(normaliserIban(" fr76 3000-6000 ")).toBe("FR7630006000");
    expect(ibanEnGroupes("FR7630006000011234567890189")).toBe("FR76 3000 6000 0112 3456 7890 189");
    expect(ibanMasque("FR7630006000011234567890189")).toBe("FR76 **** **** **** **** ***0 189");
    expect(ibanCourt("FR7630006000011234567890189")).toBe("FR76 **** **** 0189");
  });
  it("computes mod 97 of long strings without losing digits", () => {
    expect(mod97("3000600001123456789018915271" + "00")).toBeTypeOf("number");
    expect(mod97("30006000011234567890189FR76")).toBe(1);
  });
});

describe("BIC", () => {
  it("takes 8 or 11 characters", () => {
    expect(bicValide("AGRIFRPP")).toBe(true);
    expect(bicValide("agrifrpp 882")).toBe(true);
    expect(bicValide("AGRIFRP")).toBe(false);
    expect(bicValide("AGRIFRPP8")).toBe(false);
    expect(bicValide("1GRIFRPP")).toBe(false);
  });
});

describe("SEPA text", () => {
  it("transliterates accents and drops what the SEPA set lacks", () => {
    expect(texteSepa("Zoë « Zozo » d’Arçon & Œuvre", 70)).toBe("Zoe Zozo d'Arcon + Oeuvre");
    expect(texteSepa("a".repeat(200), 140)).toHaveLength(140);
  });
  it("makes identifiers without spaces nor slashes at the ends", () => {
    expect(identifiantSepa("/REV 2026-11//7/")).toBe("REV2026-11/7");
    expect(identifiantSepa("x".repeat(50))).toHaveLength(35);
  });
  it("escapes XML and writes amounts with a point", () => {
    expect(xmlTexte(`<a & 'b'>`)).toBe("&lt;a &amp; &apos;b&apos;&gt;");
    expect(montantSepa(123450)).toBe("1234.50");
    expect(montantSepa(5)).toBe("0.05");
  });
});

describe("names in the SEPA set (issue 60)", () => {
  it("keeps « & » as « + », the EPC's conversion", () => {
    expect(texteSepa("Cabinet Dupont & Fils", 70)).toBe("Cabinet Dupont + Fils");
    expect(texteSepa("A&B", 70)).toBe("A+B");
    expect(identifiantSepa("M&M 2026")).toBe("M+M2026");
  });
  it("transliterates Cyrillic, Greek, Arabic and accented Latin, capitals kept", () => {
    expect(translitterer("Сергей Ёлкин")).toBe("Sergei Elkin");
    expect(translitterer("Дмитрий Щукин-Жуков")).toBe("Dmitrii Shchukin-Zhukov");
    expect(translitterer("Олександр Їжак")).toBe("Oleksandr Izhak");
    expect(translitterer("Γιώργος Παπαδόπουλος")).toBe("Giorgos Papadopoulos");
    expect(translitterer("Θεόδωρος Ψαράς")).toBe("Theodoros Psaras");
    expect(translitterer("محمد علي")).toBe("Mhmd 'Ly");
    expect(translitterer("Zoë Łukasz Ørsted Straße")).toBe("Zoe Lukasz Orsted Strasse");
    expect(texteSepa("Ана-Мария Ковальчук", 70)).toBe("Ana-Mariia Kovalchuk");
  });
  it("never names no one: a name of an unknown script takes the fallback, never « Inconnu »", () => {
    expect(nomSepa("Сергей", "Titulaire")).toBe("Sergei");
    expect(nomSepa("王小明", "Titulaire du mandat PL-D1-M2")).toBe("Titulaire du mandat PL-D1-M2");
    expect(nomSepa("", "Agence")).toBe("Agence");
  });
});
