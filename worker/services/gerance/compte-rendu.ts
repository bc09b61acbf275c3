import { compteRendu } from "../../domain/gerance/compte-rendu";
import { periodeRequiseSchema } from "../../domain/schemas/gerance";
import type { CompteRenduData } from "../../documents/compte-rendu-gerance";
import { adresseClient, nomClient } from "../../documents/parties";
import { today } from "../../lib/dates";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { documentContextOf } from "../documents/context";
import { pdfs } from "../documents/pdf";
import { storeGenerated } from "../documents/store";
import { type ClientGerance, lireGerance } from "./donnees";

// The compte-rendu de gérance of a period (issue 38 part 4, ADR 033): read in one round trip, laid out by
// worker/documents/compte-rendu-gerance.ts, stored like every generated document or attached to the owner's e-mail.

export const nomProprietaire = (c: ClientGerance) => nomClient(c);
export const adresseProprietaire = (c: ClientGerance) => adresseClient(c);

const jour = (d: string) => d.split("-").reverse().join("/");
/** "Compte-rendu de gérance 01/11/2026 - 30/11/2026 - Madame Élise Durand". */
export const nomCompteRendu = (c: ClientGerance, du: string, au: string) =>
  `Compte-rendu de gérance ${jour(du)} - ${jour(au)} - ${nomProprietaire(c)}`.replaceAll("/", "-");

/** The PDF of [du, au], the owner as read, and its download name. */
export async function faireCompteRendu(ports: Ports, clientId: number, du: string, au: string) {
  const g = await lireGerance(ports, clientId, du, au);
  const data: CompteRenduData = {
    ...compteRendu(g.lignes, g.termes, g.lots, du, au, today(ports.clock)),
    mandats: g.mandats,
    proprietaire: nomProprietaire(g.client),
    adresse: adresseProprietaire(g.client),
  };
  const bytes = await (await pdfs()).compteRenduGerancePdf(
    data,
    documentContextOf(ports, g.agence),
  );
  return { bytes, client: g.client, nom: nomCompteRendu(g.client, du, au), data };
}

/** GET /api/Client/{id}/compteRendu/generate?du&au: stored under its period, one current document per period. */
export async function genererCompteRendu(ports: Ports, clientId: number, query: unknown) {
  const { du, au } = parseWith(periodeRequiseSchema, query);
  const made = await faireCompteRendu(ports, clientId, du, au);
  return storeGenerated(
    ports,
    {
      sujet: `Client/${clientId}/compteRendu/${du}/${au}`,
      type: "compteRendu",
      nom: made.nom,
      owners: {},
    },
    made.bytes,
  );
}
