import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Every server action is built with the one action client (lib/actions/define-action.ts), so none can skip the
 * caller check, the validation, the limit or the error handling. This reads the source: a 'use server' file may
 * export only `defineAction(...)` / `defineDirectAction(...)` results and types, and no function may carry an
 * inline 'use server' of its own.
 */
const root = path.join(__dirname, "../../..");
const sourceFolders = ["app", "lib", "components", "content"];
const sourceFile = /\.(ts|tsx|js|jsx|mjs|cjs|mts|cts)$/;
const directive = /^\s*(["'])use server\1;?\s*$/m;
const clientExport = /^export const (\w+) = (defineAction|defineDirectAction)\(/;
const typeExport = /^export (type|interface) /;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(relative);
    return sourceFile.test(entry.name) ? [relative] : [];
  });
}

/** The file's code before its first statement: comments and blank lines. A directive must come first. */
function startsWithUseServer(source: string): boolean {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return /^\s*(["'])use server\1;?/.test(withoutComments);
}

const files = sourceFolders
  .flatMap(sourceFiles)
  .map((file) => ({ file, source: readFileSync(path.join(root, file), "utf8") }));
const actionFiles = files.filter(({ source }) => startsWithUseServer(source));

/** Every top-level export statement, as its first line. */
function exportsOf(source: string): string[] {
  return source.split("\n").filter((line) => line.startsWith("export "));
}

describe("the action client", () => {
  test("finds the shop's server actions (the scan itself works)", () => {
    expect(actionFiles.map(({ file }) => file)).toEqual(
      expect.arrayContaining(["lib/actions/contact.ts", "lib/actions/cart.ts", "lib/actions/admin/fulfil-order.ts"]),
    );
  });

  test.each(actionFiles.map(({ file, source }) => [file, source]))(
    "%s exports only actions built with the client",
    (_file, source) => {
      const offending = exportsOf(source).filter(
        (line) => !clientExport.test(line) && !typeExport.test(line) && !/^export type \{/.test(line),
      );
      expect(offending).toEqual([]);
    },
  );

  test("no function carries an inline 'use server' of its own", () => {
    const inline = files
      .filter(({ source }) => !startsWithUseServer(source) && directive.test(source))
      .map(({ file }) => file);
    expect(inline).toEqual([]);
  });

  test.each([
    ["an async function", "export async function sneakyAction(formData: FormData) {}", false],
    ["a const arrow", "export const sneakyAction = async () => null;", false],
    ["a re-export", 'export { sneakyAction } from "./elsewhere";', false],
    ["a client-built action", "export const goodAction = defineAction({", true],
    ["a direct client-built action", "export const goodAction = defineDirectAction({", true],
    ["a type", "export type GoodState = { ok: boolean };", true],
  ])("the rule tells %s apart", (_label, line, allowed) => {
    expect(clientExport.test(line) || typeExport.test(line)).toBe(allowed);
  });
});
