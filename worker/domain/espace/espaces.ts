// The spaces (issue 62): the owner's and the tenant's; the supplier's (issue 76 item 6, ADR 127). A domain type, so that routes, the web and the schema
// name them alike without a route reaching into the database's schema.
export const ESPACES = ["proprietaire", "locataire", "fournisseur"] as const;
export type Espace = (typeof ESPACES)[number];
