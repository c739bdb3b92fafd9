// Types for server-build.mjs (imported by the TypeScript benches).
export const root: string;
export const SERVER_BUNDLE: string;
export const SERVER_NODE_FLAGS: string[];
export function newestMtime(dir: string): number;
export function isStale(output: string, sources: string[]): boolean;
export function serverBuildIsStale(): boolean;
export const SERVER_ENV: Record<string, string>;
export function serverEnv(): Record<string, string | undefined>;
