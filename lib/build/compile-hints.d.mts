export declare const compileHint: string;
/** Puts V8's compile hint at the top of every browser script of a build; returns how many scripts gained it. */
export declare function addCompileHints(distDir: string): number;
