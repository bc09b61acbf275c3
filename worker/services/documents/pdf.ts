// The PDF builders (worker/documents/index.ts), imported with the first document asked for: the server starts and
// answers without parsing pdf-lib and the fonts (~2.5 MB of the bundle). Each call awaits a promise of its own rather
// than one kept from the first caller: on Workers, a request that awaits a promise another request created runs on
// in that request's context, and its I/O (an R2 put) is refused. What is kept is the module itself, once loaded: an
// import() of a module already loaded is still a trip through the module loader, and under tsx (the ladder's job
// runner, the scripts) its resolve hook runs on another thread, answered by message: two waits on the event loop
// per receipt, 4,400 in a month of 2,000 receipts (issue 64).
type Pdfs = typeof import("../../documents/index");

let loaded: Pdfs | undefined;

export async function pdfs(): Promise<Pdfs> {
  loaded ??= await import("../../documents/index");
  return loaded;
}
