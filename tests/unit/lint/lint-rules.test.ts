import { execFileSync } from "node:child_process";
import path from "node:path";

/**
 * The shop's own lint rules (eslint.config.mjs) on small pieces of code placed where the rule applies: each rule
 * refuses what it is for and lets the right way through. `npm run lint` applies them to every file.
 */
type Case = { label: string; filePath: string; code: string; refused: boolean };

const action = (body: string) =>
  `"use server";\n\nimport { defineAction } from "@/lib/actions/define-action";\n\n${body}\n`;
const component = (jsx: string) => `export function Thing() {\n  return ${jsx};\n}\n`;

const cases: Case[] = [
  // A 'use server' module: every export is an endpoint, so each must be built with the action client.
  {
    label: "an action built with the client",
    filePath: "lib/actions/x.ts",
    code: action("export const goodAction = defineAction({});"),
    refused: false,
  },
  {
    label: "a type beside the actions",
    filePath: "lib/actions/x.ts",
    code: action("export type GoodState = { ok: boolean };"),
    refused: false,
  },
  {
    label: "an exported async function",
    filePath: "lib/actions/x.ts",
    code: action("export async function sneakyAction(form: FormData) {\n  return form;\n}"),
    refused: true,
  },
  {
    label: "an exported arrow function",
    filePath: "lib/actions/x.ts",
    code: action("export const sneakyAction = async () => null;"),
    refused: true,
  },
  {
    label: "a re-export",
    filePath: "lib/actions/x.ts",
    code: action('export { sneakyAction } from "./elsewhere";'),
    refused: true,
  },
  {
    label: "a default export",
    filePath: "lib/actions/x.ts",
    code: action("export default defineAction({});"),
    refused: true,
  },
  {
    label: "an inline 'use server'",
    filePath: "components/x.tsx",
    code: 'export async function Form() {\n  async function save() {\n    "use server";\n  }\n  return save;\n}\n',
    refused: true,
  },
  {
    label: "an ordinary module's exported function",
    filePath: "lib/x.ts",
    code: "export async function helper() {\n  return 1;\n}\n",
    refused: false,
  },
  // Classes and icons that do not mirror in Arabic.
  {
    label: "logical classes",
    filePath: "components/x.tsx",
    code: component('<div className="ms-2 pe-4 start-0 text-end border-s rounded-ss-md" />'),
    refused: false,
  },
  { label: "ml-2", filePath: "components/x.tsx", code: component('<div className="ml-2 text-sm" />'), refused: true },
  { label: "md:pl-6", filePath: "app/x/page.tsx", code: component('<div className="pr-0 md:pl-6" />'), refused: true },
  {
    label: "text-right in a cn() call",
    filePath: "components/x.tsx",
    code: 'import { cn } from "@/lib/utils";\nexport const c = cn("hover:text-right", "p-2");\n',
    refused: true,
  },
  {
    label: "left-0 in a template",
    filePath: "components/x.tsx",
    code: "export const c = (open: boolean) => `absolute ${open ? 'left-0' : ''} top-0`;\n",
    refused: true,
  },
  {
    label: "border-l and rounded-tl",
    filePath: "components/x.tsx",
    code: component('<div className="border-l rounded-tl-md" />'),
    refused: true,
  },
  {
    label: "centring with left-[50%]",
    filePath: "components/x.tsx",
    code: component('<div className="fixed top-[50%] left-[50%] translate-x-[-50%]" />'),
    refused: false,
  },
  {
    label: "a word like left in copy",
    filePath: "components/x.tsx",
    code: component('<p title="left behind">Turn left</p>'),
    refused: false,
  },
  {
    label: "an arrow icon without rtl:rotate-180",
    filePath: "components/x.tsx",
    code: `import { ArrowLeftIcon } from "lucide-react";\n${component("<ArrowLeftIcon aria-hidden />")}`,
    refused: true,
  },
  {
    label: "an arrow icon that mirrors",
    filePath: "components/x.tsx",
    code: `import { ChevronRightIcon } from "lucide-react";\n${component('<ChevronRightIcon aria-hidden className="size-3 rtl:rotate-180" />')}`,
    refused: false,
  },
  // Request bodies are read within their route's limit.
  {
    label: "request.json() in a route",
    filePath: "app/api/x/route.ts",
    code: "export async function POST(request: Request) {\n  return Response.json(await request.json());\n}\n",
    refused: true,
  },
  {
    label: "request.text() in lib",
    filePath: "lib/x/webhook.ts",
    code: "export async function read(request: Request) {\n  return request.text();\n}\n",
    refused: true,
  },
  {
    label: "the shared reader in a route",
    filePath: "app/api/x/route.ts",
    code: 'import { readRouteJson } from "@/lib/http/read-limited-body";\nexport async function POST(request: Request) {\n  const body = await readRouteJson(request, "/api/csp-report");\n  return Response.json(body.ok);\n}\n',
    refused: false,
  },
  // Layers point one way.
  {
    label: "lib/ importing components/",
    filePath: "lib/x.ts",
    code: 'import { Thing } from "@/components/thing";\nexport const t = Thing;\n',
    refused: true,
  },
];

const shopRules = new Set(["no-restricted-syntax", "@typescript-eslint/no-restricted-imports"]);

const answers = JSON.parse(
  execFileSync(process.execPath, [path.join(process.cwd(), "tests/support/lint-texts.mjs")], {
    input: JSON.stringify(cases.map(({ filePath, code }) => ({ filePath, code }))),
    encoding: "utf8",
    timeout: 120_000,
  }),
) as { ruleId: string | null; message: string }[][];

describe("the shop's lint rules", () => {
  test.each(cases.map((entry, index) => [entry.label, entry, index] as const))("%s", (_label, { refused }, index) => {
    const findings = answers[index]!;
    // A piece that does not parse would pass for the wrong reason.
    expect(findings.filter((finding) => finding.ruleId === null)).toEqual([]);
    expect(findings.some((finding) => finding.ruleId !== null && shopRules.has(finding.ruleId))).toBe(refused);
  });
});
