// Types of scripts/apps.mjs for the TypeScript that imports it (rspack.config.ts, tests).
export declare const root: string;
export declare const APPS: readonly { name: string; port: number }[];
export declare const APP_NAMES: readonly string[];
export declare function appDir(name: string): string;
export declare function isStale(name: string): boolean;
export declare function markBuilt(name: string): void;
export declare function buildApps(names: readonly string[]): void;
