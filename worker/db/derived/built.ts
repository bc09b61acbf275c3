import type { Made } from "./made";

// The derived objects' hashes and trigger names as the Node build computed them from the definitions (ADR 140):
// scripts/build-server.mjs swaps this module for that table, as it does the routing table (ADR 054). A start that
// finds the database's hashes equal to these then never generates the definitions' SQL (about 90 ms of CPU, most
// of it the search index's). Here, from the sources (tests, tsx, `npm run db:migrate`), there is none: each
// definition is generated to be compared.
export const BUILT_DERIVED: Readonly<Record<string, Made>> | undefined = undefined;
