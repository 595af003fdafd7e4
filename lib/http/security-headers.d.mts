export declare const CSP_REPORT_PATH: "/api/csp-report";
export declare function baselineContentSecurityPolicy(formActionHosts?: string[]): string;
export declare function securityHeaders(options?: { production?: boolean; formActionHosts?: string[] }): { key: string; value: string }[];
export declare function checkoutHostsFromEnv(env?: Record<string, string | undefined>): string[];
export declare function originOf(entry: string | null | undefined): string | null;
