// Lets a command run the shop's own lib/ modules straight from source with Node 24 (which strips the types): the
// "@/..." alias of tsconfig.json and extension-less imports resolve to the .ts files, as Next.js and Jest resolve them.
// Run with `--conditions=react-server`, which makes `import "server-only"` the empty module it is on the server.
import { existsSync, statSync } from "node:fs";
import { registerHooks } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const candidates = (base) => [
  base,
  `${base}.ts`,
  `${base}.tsx`,
  `${base}.mjs`,
  `${base}.js`,
  path.join(base, "index.ts"),
];

function sourceFile(base) {
  return candidates(base).find((file) => existsSync(file) && statSync(file).isFile());
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    const local = specifier.startsWith("@/")
      ? path.join(root, specifier.slice(2))
      : specifier.startsWith(".") &&
          context.parentURL?.startsWith("file:") &&
          !context.parentURL.includes("/node_modules/")
        ? path.resolve(path.dirname(fileURLToPath(context.parentURL)), specifier)
        : null;
    const file = local ? sourceFile(local) : undefined;
    return file ? nextResolve(pathToFileURL(file).href, context) : nextResolve(specifier, context);
  },
});
