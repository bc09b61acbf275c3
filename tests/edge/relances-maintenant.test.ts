// "Relancer maintenant" on the edge (issue 42): the preview reads in parallel, the send is one transaction then the
// mails through the e-mail API; the figures are libSQL round trips, logged and held.
import { beforeAll, describe, expect, inject, it } from "vitest";
import { valid } from "../support/factories";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

const sentTo = async (to: string) =>
  ((await (await fetch(`${inject("mailApiUrl")}/mails`)).json()) as any[]).filter((m) =>
    m.to?.includes(to),
  );

describe("Relancer maintenant on the edge", () => {
  it("previews, sends by e-mail once, and downloads the letter", async () => {
    const mail = `maintenant-${crypto.randomUUID().slice(0, 8)}@exemple.fr`;
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(
      await edge.call("POST", "/api/Locataire", { ...valid.Locataire(), mail }),
      201,
    );
    const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
    const q = await json(
      await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: "2026-01-05" }),
      201,
    );
    await json(await edge.call("GET", `/api/Quitance/switchState/false/${q.id}`));

    const apercu = await counted(edge, () =>
      edge.call("GET", `/api/Dossier/${d.id}/relance/apercu?etape=1`),
    );
    expect(await json(apercu.res)).toMatchObject({
      etape: 1,
      libelle: "Relance amiable",
      envoiParMail: true,
      lettres: [{ destinataire: "locataire", mail }],
    });
    const envoi = await counted(edge, () =>
      edge.call("POST", `/api/Dossier/${d.id}/relancer`, { etape: 1, envoi: "email" }),
    );
    expect(await json(envoi.res)).toEqual({
      etape: 1,
      envoi: "email",
      termes: 1,
      envois: 1,
      envoyes: 1,
    });
    const mails = await sentTo(mail);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^Rappel : loyer impayé du /);
    const again = await edge.call("POST", `/api/Dossier/${d.id}/relancer`, {
      etape: 1,
      envoi: "email",
    });
    expect(again.status).toBe(409);
    expect(await sentTo(mail)).toHaveLength(1);
    expect(await json(await edge.call("GET", `/api/Quitance/${q.id}`))).toMatchObject({
      etapeRelance: 1,
    });

    const lettre = await counted(edge, () =>
      edge.call("POST", `/api/Dossier/${d.id}/relancer`, { etape: 2, envoi: "telechargement" }),
    );
    const dl = await json(lettre.res);
    expect(dl.generated).toMatch(/^\/files\//);
    const pdf = await edge.call("GET", dl.generated);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toContain("application/pdf");
    console.log(
      `[edge] allers-retours libSQL : aperçu ${apercu.trips}, envoi par e-mail ${envoi.trips}, lettre téléchargée ${lettre.trips}`,
    );
    expect(apercu.trips).toBeLessThanOrEqual(2);
    expect(envoi.trips).toBeLessThanOrEqual(9);
    expect(lettre.trips).toBeLessThanOrEqual(8);
  });
});
