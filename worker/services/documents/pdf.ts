// The PDF builders (worker/documents/index.ts), imported with the first document asked for: the server starts and
// answers without parsing pdf-lib (~1 MB of the bundle, ~60 ms of each start). Loaded once, then shared.
let loading: Promise<typeof import("../../documents/index")> | undefined;

export const pdfs = () => (loading ??= import("../../documents/index"));
