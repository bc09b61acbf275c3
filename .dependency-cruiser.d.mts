// The types of .dependency-cruiser.mjs, for tests/architecture/layers.test.ts.
import type { IConfiguration, IResolveOptions, ITranspileOptions } from "dependency-cruiser";

declare const config: IConfiguration;
export default config;
export const resolveOptions: Partial<IResolveOptions>;
export const transpileOptions: ITranspileOptions;
export const typesKeptTranspileOptions: ITranspileOptions;
