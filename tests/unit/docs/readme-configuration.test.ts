import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.join(__dirname, "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Every variable lib/env.ts validates (its schema's keys), except NODE_ENV, which the tooling sets. */
const envVariables = [...read("lib/env.ts").matchAll(/^\s{2}([A-Z][A-Z0-9_]+):/gm)]
  .map((match) => match[1] ?? "")
  .filter((name) => name !== "NODE_ENV");

/** The names in the README's configuration table (first column; some rows name two variables). */
function readmeConfigurationNames(): Set<string> {
  const section = read("README.md")
    .split(/^## /m)
    .find((part) => part.startsWith("Configuration"));
  if (!section) throw new Error("README.md has no Configuration section");
  const firstCells = section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) => line.split("|")[1] ?? "");
  return new Set(
    firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1] ?? "")),
  );
}

describe("README configuration table", () => {
  test("lib/env.ts has variables to check", () => {
    expect(envVariables.length).toBeGreaterThan(20);
  });

  test.each(envVariables)("documents %s", (name) => {
    expect(readmeConfigurationNames()).toContain(name);
  });
});
