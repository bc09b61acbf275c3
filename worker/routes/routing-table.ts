import { API } from "../domain/contract";
import { routingOf } from "../domain/contract/routing";

// The routing table of the API's contract (domain/contract/routing.ts). Here it is derived from the contract when
// this module loads (tests, the edge, tsx); the Node build swaps this module for the same table computed at build
// time (scripts/build-server.mjs), and the contract, with its ~1,000 zod schemas, is then loaded only when the
// OpenAPI document is first asked for (routes/openapi/routes.ts): ~30 ms of `npm start` and their memory (ADR 054).
export const ROUTING = routingOf(API);
