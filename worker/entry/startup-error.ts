/** A configuration the Node entry refuses to start with: node.ts prints the (French) message alone and exits 1. */
export class StartupError extends Error {}
