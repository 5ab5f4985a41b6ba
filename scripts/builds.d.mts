// The types of builds.mjs, for the TypeScript projects that import it without allowJs.
export const SERVER_BUNDLE: string;
export function ensureWebBuilt(log?: (line: string) => void): void;
export function ensureServerBuilt(log?: (line: string) => void): Promise<void>;
