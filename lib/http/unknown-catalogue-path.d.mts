import type { ServerResponse } from "node:http";

export declare const UNKNOWN_PRODUCT_PATH: string;
export declare const UNKNOWN_BUNDLE_PATH: string;
export declare const UNKNOWN_ORDER_PATH: string;
export declare const NOT_FOUND_HEADERS: Record<string, string>;
export declare function prerenderedPaths(distDir: string): Set<string>;
export declare function unknownCatalogueTarget(url: string, known: Set<string>): string | null;
export declare function keepNotFoundUncached(response: ServerResponse, options?: { notFound?: boolean }): void;
