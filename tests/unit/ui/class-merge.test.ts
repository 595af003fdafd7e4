import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { twMerge } from "tailwind-merge";

import { badgeVariants } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { mergeClasses } from "@/lib/ui/class-merge";
import { cn } from "@/lib/utils";

// mergeClasses carries only the class groups the codebase uses, so it must agree with the full twMerge (which tests may
// import: they don't ship) on every class the source can hand to cn(). The corpus is read from the source on every
// run, so a class from a group that mergeClasses lacks fails here, naming the inputs that merge differently.

const root = path.resolve(__dirname, "../../..");
const classToken = /^[\w\-:[\]/.!&>=*()'%#,]+$/;

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

function parse(file: string): ts.SourceFile {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, fs.readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest, true, kind);
}

function eachNode(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => eachNode(child, visit));
}

/** The text as one space-separated class list, or null when some token cannot be a Tailwind class. */
function asClassList(tokens: string[]): string | null {
  const classes = tokens.filter(Boolean);
  return classes.length > 0 && classes.every((token) => classToken.test(token)) ? classes.join(" ") : null;
}

/** String literals that read as class lists, plus the whole tokens in the static parts of `${}` templates. */
function classLiterals(files: string[]) {
  const literals = new Set<string>();
  const templateTokens = new Set<string>();
  for (const file of files) {
    eachNode(parse(file), (node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const list = asClassList(node.text.split(/\s+/));
        if (list) literals.add(list);
      } else if (ts.isTemplateExpression(node)) {
        const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
        parts.forEach((text, index) => {
          // A token touching `${}` is only part of a class (`grid-cols-${n}`), so it is left out.
          const tokens = text.split(/\s+/).slice(index > 0 ? 1 : 0, index < parts.length - 1 ? -1 : undefined);
          asClassList(tokens)?.split(" ").forEach((token) => templateTokens.add(token));
        });
      }
    });
  }
  return { literals, templateTokens };
}

type Difference = { input: string; mergeClasses: string; twMerge: string };

function firstDifferences(inputs: Iterable<string>, limit = 20): Difference[] {
  const found: Difference[] = [];
  for (const input of inputs) {
    const reduced = mergeClasses(input);
    const full = twMerge(input);
    if (reduced !== full) found.push({ input, mergeClasses: reduced, twMerge: full });
    if (found.length >= limit) break;
  }
  return found;
}

/** Whether the full merge knows the token's group: a known class repeated keeps only its last copy. */
function isTailwindClass(token: string): boolean {
  return twMerge(`${token} ${token}`) === token;
}

function hasTailwindClass(literal: string): boolean {
  return literal.split(" ").some(isTailwindClass);
}

function* pairs(first: Iterable<string>, second: Iterable<string>) {
  const seconds = [...second];
  for (const a of first) for (const b of seconds) yield `${a} ${b}`;
}

const everyFile = [...sourceFiles("components"), ...sourceFiles("app")];
const corpus = classLiterals(everyFile);
const uiFiles = everyFile.filter((file) => /^components[/\\]ui[/\\][^/\\]+\.tsx$/.test(file));
const uiLiterals = classLiterals(uiFiles).literals;

const buttonVariantNames = ["default", "destructive", "outline", "secondary", "ghost", "link"] as const;
const buttonSizes = ["default", "sm", "lg", "icon"] as const;
const badgeVariantNames = ["default", "secondary", "destructive", "outline"] as const;
const variantClasses = [
  ...buttonVariantNames.flatMap((variant) => buttonSizes.map((size) => buttonVariants({ variant, size }))),
  ...badgeVariantNames.map((variant) => badgeVariants({ variant })),
];

describe("cn", () => {
  test.each([
    [["h-9 px-4", "h-11"], "px-4 h-11"],
    [["text-sm", "text-base"], "text-base"],
    [["text-sm", "text-xs"], "text-xs"],
    [["border-transparent", "border-primary"], "border-primary"],
    [["shrink-0", "flex-1"], "flex-1"],
    [["rounded-md", "rounded-full"], "rounded-full"],
    [["bg-background", "bg-background/90"], "bg-background/90"],
    [["bg-transparent", "bg-background"], "bg-background"],
    [["max-w-7xl", "max-w-3xl"], "max-w-3xl"],
    [["max-w-7xl", "max-w-none"], "max-w-none"],
    [["size-9", "size-11"], "size-11"],
    [["gap-2", "gap-1.5"], "gap-1.5"],
    [["py-14", "pt-0"], "py-14 pt-0"],
    [["px-4 py-2", "has-[>svg]:px-3", "hover:bg-accent"], "px-4 py-2 has-[>svg]:px-3 hover:bg-accent"],
    [["text-sm text-muted-foreground font-medium", "text-primary"], "text-sm font-medium text-primary"],
    [["story-heading text-sm", "toaster group text-base"], "story-heading toaster group text-base"],
  ])("cn(%j) is %j", (inputs, expected) => {
    expect(cn(...inputs)).toBe(expected);
  });
});

describe("mergeClasses agrees with the full twMerge", () => {
  test("the corpus holds the codebase's class lists", () => {
    expect(corpus.literals.size).toBeGreaterThan(500);
    expect(corpus.literals).toContain("h-9 px-4 py-2 has-[>svg]:px-3");
    expect(uiLiterals).toContain("border-transparent bg-primary text-primary-foreground");
  });

  test("on every class literal in components/ and app/", () => {
    expect(firstDifferences(corpus.literals)).toEqual([]);
  });

  // A merge drops a class exactly when a later kept class overrides it, so agreeing on whether each class overrides
  // each other class means agreeing on any list of them, whichever literals, conditions and className props cn()
  // builds it from. A repeated class ("x x") loses its first copy only if the merge knows its group, so once both
  // merges agree on those, the classes the full merge doesn't know are unknown to both, never override or get
  // overridden, and can be left out of the pairs.
  test("on every class token, and on every ordered pair of the tokens that are Tailwind classes", () => {
    const tokens = new Set([...corpus.literals].flatMap((literal) => literal.split(" ")));
    corpus.templateTokens.forEach((token) => tokens.add(token));
    expect(firstDifferences([...tokens].map((token) => `${token} ${token}`))).toEqual([]);
    const known = [...tokens].filter(isTailwindClass);
    expect(firstDifferences(pairs(known, known))).toEqual([]);
  });

  test("on a ui component's classes (cva bases, variants, button and badge combinations) followed by any literal", () => {
    // Literals without a Tailwind class (ids, data-slot names) only append themselves, as the test above shows.
    const bases = [...uiLiterals, ...variantClasses].filter(hasTailwindClass);
    expect(firstDifferences(pairs(bases, [...corpus.literals].filter(hasTailwindClass)))).toEqual([]);
  });
});

describe("runtime code", () => {
  const runtimeFiles = [...sourceFiles("components"), ...sourceFiles("app"), ...sourceFiles("lib")];
  const fullMerge = new Set(["twMerge", "extendTailwindMerge", "getDefaultConfig", "*", "default"]);

  /** Every name each file takes from tailwind-merge; "*" for a namespace import, require() or import(). */
  function tailwindMergeImports() {
    const found: { file: string; name: string }[] = [];
    for (const file of runtimeFiles) {
      eachNode(parse(file), (node) => {
        const fromPackage = (specifier: ts.Node | undefined) =>
          specifier !== undefined && ts.isStringLiteral(specifier) && /^tailwind-merge(\/|$)/.test(specifier.text);
        const add = (name: string) => found.push({ file: file.split(path.sep).join("/"), name });
        if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && fromPackage(node.moduleSpecifier)) {
          const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
          if (ts.isImportDeclaration(node) && node.importClause?.name) add("default");
          if (bindings === undefined || ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings)) add("*");
          else bindings.elements.forEach((element) => add((element.propertyName ?? element.name).text));
        } else if (ts.isCallExpression(node) && fromPackage(node.arguments[0])) {
          add("*");
        }
      });
    }
    return found;
  }

  const imports = tailwindMergeImports();

  test("never imports the full merge or its default config", () => {
    expect(imports.filter(({ name }) => fullMerge.has(name))).toEqual([]);
  });

  test("builds its merge only in lib/ui/class-merge.ts", () => {
    const builders = imports.filter(({ name }) => name === "createTailwindMerge" || name === "validators");
    expect(new Set(builders.map(({ file }) => file))).toEqual(new Set(["lib/ui/class-merge.ts"]));
  });
});
