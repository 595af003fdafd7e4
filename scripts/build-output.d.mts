export declare function hasBuild(distDir?: string): boolean;
export declare function prerenderedRoutes(distDir?: string): string[];
export declare function appRoutes(distDir?: string): string[];
export declare function serverActions(distDir?: string): { id: string; name: string | null; routes: string[] }[];
export declare function clientAssetTexts(endings: string[], distDir?: string): string[];
export declare function serverOutputPaths(distDir?: string): string[];
