import { readFileSync } from "node:fs";
import path from "node:path";

const read = (file: string) => readFileSync(path.join(process.cwd(), file), "utf8");

/** The variables lib/env.ts validates: the keys of its schema object, two spaces in. */
const validated = [...read("lib/env.ts").matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map(([, name]) => name);
/** The variables .env.example names, set or commented out as an example. */
const listed = new Set([...read(".env.example").matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map(([, name]) => name));

describe(".env.example", () => {
  test("finds the schema's variables", () => {
    expect(validated).toEqual(expect.arrayContaining(["DATABASE_URL", "NEXT_PUBLIC_SITE_URL", "BETTER_AUTH_SECRET"]));
  });

  test.each(validated)("lists %s with an example", (name) => {
    expect(listed).toContain(name);
  });
});
