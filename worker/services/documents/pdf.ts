// The PDF builders (worker/documents/index.ts), imported with the first document asked for: the server starts and
// answers without parsing pdf-lib and the fonts (~2.5 MB of the bundle). The module registry loads it once; each
// call awaits its own import() rather than one promise kept from the first caller: on Workers, a request that awaits
// a promise another request created runs on in that request's context, and its I/O (an R2 put) is refused.
export const pdfs = () => import("../../documents/index");
