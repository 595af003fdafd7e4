import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * Layers point one way: app/ → components/ → lib/ → content/. A layer may import types from any layer below it
 * (content/ reads `Locale` from lib/, say), but no code from above.
 */
const layerRule = (forbidden, message) => ({
  "@typescript-eslint/no-restricted-imports": [
    "error",
    {
      patterns: forbidden.map((layer) => ({
        group: [`@/${layer}/**`, `**/${layer}/**`],
        allowTypeImports: layer === "lib",
        message,
      })),
    },
  ],
});

/** A module whose first statement is the 'use server' directive: every export becomes a callable endpoint. */
const serverModule = "Program:has(> ExpressionStatement[directive='use server'])";

/**
 * Every server action is built with the one action client (lib/actions/define-action.ts), so none can skip the
 * caller check, the validation, the limit or the error handling.
 */
const serverActionRules = [
  {
    selector: `${serverModule} > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator:not([init.type='CallExpression'][init.callee.name=/^define(Direct)?Action$/])`,
    message: "A 'use server' module exports only actions built with defineAction(...) or defineDirectAction(...).",
  },
  {
    selector: `${serverModule} > ExportNamedDeclaration[declaration][declaration.type!=/^(VariableDeclaration|TSTypeAliasDeclaration|TSInterfaceDeclaration)$/]`,
    message: "A 'use server' module exports only actions built with defineAction(...) or defineDirectAction(...).",
  },
  {
    selector: `${serverModule} > :matches(ExportNamedDeclaration[declaration=null][exportKind!='type'], ExportAllDeclaration, ExportDefaultDeclaration)`,
    message: "A 'use server' module exports its actions where they are built, not by re-export or default export.",
  },
  {
    selector: ":function > BlockStatement > ExpressionStatement[directive='use server']",
    message: "No inline 'use server': build the action with defineAction(...) in a 'use server' module.",
  },
];

/**
 * Class names and icons tied to the left or the right of the screen do not mirror in Arabic. Each class has a
 * logical twin that follows the text direction (ml- → ms-, pr- → pe-, left- → start-, text-right → text-end,
 * border-l → border-s, rounded-tl → rounded-ss ...). left-[50%] stays allowed: with a -50% translate it centres.
 */
const physicalClass =
  "(^|[\\s\"'`])([a-z0-9-]+:)*-?((m[lr]|p[lr]|border-[lr]|rounded-[lr]|rounded-[tb][lr]|scroll-m[lr]|scroll-p[lr])-|(left|right)-(?!\\[50%\\])|(text|float|clear)-(left|right)($|[\\s\"'`])|(border|rounded)-[lr]($|[\\s\"'`]))";
const logicalCssRules = [
  {
    selector: `:matches(Literal[value=/${physicalClass}/], TemplateElement[value.raw=/${physicalClass}/])`,
    message:
      "Use the logical class (ms-, pe-, start-, text-end, border-s, rounded-ss ...) so the layout mirrors in Arabic.",
  },
  {
    selector:
      "JSXOpeningElement[name.name=/^(Chevron|Chevrons|Arrow|Move)(Left|Right)(Icon)?$/]:not(:has(Literal[value=/rtl:(rotate-180|-scale-x-100)/]))",
    message: "An icon pointing left or right mirrors on Arabic pages: add rtl:rotate-180 to its className.",
  },
];

/** A route handler reads its body through lib/http/read-limited-body.ts, within its limit from lib/http/body-limits.ts. */
const bodyReadRules = [
  {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.object.name=/^(request|req)$/][callee.property.name=/^(json|text|formData|arrayBuffer|blob|bytes)$/]",
    message: "Read a request body with readRouteBody/readRouteJson (lib/http/read-limited-body.ts), within its limit.",
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  // One block per file set: a later block's no-restricted-syntax replaces an earlier one's, it does not add to it.
  ...[
    [["content/**"], serverActionRules],
    [
      ["app/**", "components/**"],
      [...serverActionRules, ...logicalCssRules],
    ],
    [["app/**/route.ts"], [...serverActionRules, ...logicalCssRules, ...bodyReadRules]],
    [["lib/**"], [...serverActionRules, ...bodyReadRules]],
  ].map(([files, rules]) => ({ files, rules: { "no-restricted-syntax": ["error", ...rules] } })),
  // The one module that reads a request body itself.
  { files: ["lib/http/read-limited-body.ts"], rules: { "no-restricted-syntax": ["error", ...serverActionRules] } },
  { files: ["components/**"], rules: layerRule(["app"], "components/ may import lib/ and content/, never app/.") },
  {
    files: ["lib/**"],
    rules: layerRule(["app", "components"], "lib/ may import content/ (data and types), never app/ or components/."),
  },
  {
    files: ["content/**"],
    rules: layerRule(
      ["app", "components", "lib"],
      "content/ is data: it may import types only, and nothing from app/ or components/.",
    ),
  },
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      "bench/**",
      "lib/db/migrations/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
