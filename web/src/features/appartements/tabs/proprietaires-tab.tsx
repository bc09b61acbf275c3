import * as React from "react";
import type { Column } from "@/components/data-table/column-meta";
import { StarIcon } from "lucide-react";
import { linkRecords, unlinkRecords, useRelationAction } from "@/api/relations";
import { updateRecord } from "@/api/resources";
import type { AppartementRead, Client, ListRow } from "@/api/types";
import { LinkedRecordsTab } from "@/components/linked-records-tab";
import { Button } from "@/components/ui/button";
import { clientColumns, clientLabel } from "@/features/clients/client-columns";
import { MESSAGES, notify } from "@/lib/notify";
import { cn } from "@/lib/utils";
import {
  type Proprietaire,
  QuotesPartsDialog,
  texteQuotePart,
} from "@/features/proprietaire/quotes-parts-dialog";
import { AttenteQuotesPartsBlock } from "@/features/quotes-parts/attente-quotes-parts";
import { messageApres, quotesPartsQuery } from "@/features/quotes-parts/quotes-parts-api";
import { useQuery } from "@tanstack/react-query";

/**
 * Owners: add, remove, the contact owner (defaultContact) chosen with a star, and their shares (issue 38). A change
 * of an apartment that has owners waits for a second person (issue 59): its block shows above the owners in force.
 */
export function ProprietairesTab({ record }: { record: AppartementRead }) {
  const action = useRelationAction();
  const [quotesParts, setQuotesParts] = React.useState(false);
  // One change waits at a time (issue 59): the shares are not offered again until it is confirmed or cancelled.
  const enAttente = !!useQuery(quotesPartsQuery(record.id)).data?.attente;
  const proprietaires: Proprietaire[] = record.proprietaires;
  const quotePart: Column<Client> = {
    id: "quotePart",
    header: "Quote-part",
    enableSorting: false,
    meta: { text: (c: Client) => texteQuotePart(c, proprietaires.length), card: "field" },
    cell: ({ row }) => texteQuotePart(row.original, proprietaires.length),
  };
  const contact = record.defaultContact;
  async function choose(c: Client) {
    await action.run(() => updateRecord("Appartement", record.id, { defaultContact: c.id }));
    notify.info(MESSAGES.saved);
  }
  const star: Column<Client> = {
    id: "contact",
    header: "Contact",
    enableSorting: false,
    meta: {
      text: (c: Client) => (c.id === contact ? "Oui" : ""),
      className: "w-px",
      // On a phone, the card's top right corner.
      card: "status",
    },
    cell: ({ row }) => {
      const on = row.original.id === contact;
      return (
        <Button
          variant="ghost"
          size="icon-sm"
          role="radio"
          aria-checked={on}
          aria-label={`Propriétaire de contact : ${clientLabel(row.original)}`}
          disabled={action.pending}
          onClick={() => !on && choose(row.original)}
        >
          <StarIcon
            className={cn(on ? "fill-amber-400 text-amber-500" : "text-muted-foreground")}
          />
        </Button>
      );
    },
  };
  const back = `/appartements/${record.id}?tab=proprietaires`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          L'étoile désigne le propriétaire à contacter pour cet appartement.
        </p>
        {proprietaires.length ? (
          <Button
            variant="outline"
            size="sm"
            disabled={enAttente}
            onClick={() => setQuotesParts(true)}
          >
            Modifier les quotes-parts
          </Button>
        ) : null}
      </div>
      <AttenteQuotesPartsBlock appartementId={record.id} />
      <QuotesPartsDialog
        appartementId={record.id}
        proprietaires={proprietaires}
        open={quotesParts}
        onClose={() => setQuotesParts(false)}
      />
      <LinkedRecordsTab
        rows={record.proprietaires}
        columns={[star, quotePart, ...clientColumns<Client>()]}
        basePath="/client"
        exportName={`appartement-${record.id}-proprietaires`}
        savedMessage={(answer) => messageApres(answer, MESSAGES.saved)}
        emptyText="Aucun propriétaire."
        add={{
          title: "Ajouter un propriétaire",
          resource: "Client",
          columns: clientColumns<ListRow<"Client">>(),
          link: (c) => linkRecords("Appartement", record.id, "owner", c.id),
        }}
        remove={{
          title: "Retirer ce propriétaire ?",
          unlink: (c, del) => unlinkRecords("Appartement", record.id, "owner", c.id, del),
        }}
        createHref={`/client/new?${new URLSearchParams({ oncreate: back, appartement: String(record.id) })}`}
      />
    </div>
  );
}
