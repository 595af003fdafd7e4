export declare const NONCE_PAGE_PREFIXES: string[];
export declare const inlineScriptHashes: string[];
export declare function scriptHashSource(text: string): string;
export declare function needsNonce(pathname: string): boolean;
export declare function createNonce(): string;
export declare function contentSecurityPolicy(options?: { nonce?: string | null; development?: boolean; formActionHosts?: string[]; imageHosts?: string[] }): string;
export declare function imageHostsFromEnv(env?: Record<string, string | undefined>): string[];
