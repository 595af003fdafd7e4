import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SourceMapConsumer } from "source-map-js";

import { addCompileHints, compileHint } from "@/lib/build/compile-hints.mjs";

describe("V8 compile hints on the build's browser scripts", () => {
  let distDir: string;
  const chunks = () => join(distDir, "static", "chunks");
  beforeEach(() => {
    distDir = mkdtempSync(join(tmpdir(), "compile-hints-"));
    mkdirSync(join(chunks(), "app"), { recursive: true });
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  test("every script gains the hint as its first line, once, whatever the build's nesting; styles are left alone", () => {
    writeFileSync(join(chunks(), "a.js"), "console.log(1)");
    writeFileSync(join(chunks(), "app", "b.js"), "console.log(2)");
    writeFileSync(join(distDir, "static", "site.css"), "body{}");
    expect(addCompileHints(distDir)).toBe(2);
    expect(readFileSync(join(chunks(), "a.js"), "utf8")).toBe(`${compileHint}console.log(1)`);
    expect(readFileSync(join(chunks(), "app", "b.js"), "utf8").startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);
    expect(readFileSync(join(distDir, "static", "site.css"), "utf8")).toBe("body{}");
    // A second run (the hook and a rebuild of the same output) adds nothing.
    expect(addCompileHints(distDir)).toBe(0);
    expect(readFileSync(join(chunks(), "a.js"), "utf8")).toBe(`${compileHint}console.log(1)`);
  });

  test("source maps still point at the right original line after the script moved down one line", () => {
    // `b()` on line 2 of the script maps to line 7 of src.ts; an index map (as Turbopack writes) gets its sections moved.
    const plain = { version: 3, sources: ["src.ts"], names: [], mappings: ";AAMA" };
    writeFileSync(join(chunks(), "plain.js"), "a()\nb()\n//# sourceMappingURL=plain.js.map");
    writeFileSync(join(chunks(), "plain.js.map"), JSON.stringify(plain));
    const indexed = { version: 3, sections: [{ offset: { line: 1, column: 0 }, map: { version: 3, sources: ["src.ts"], names: [], mappings: "AAMA" } }] };
    writeFileSync(join(chunks(), "indexed.js"), "a()\nb()\n//# sourceMappingURL=indexed.js.map");
    writeFileSync(join(chunks(), "indexed.js.map"), JSON.stringify(indexed));
    addCompileHints(distDir);
    for (const name of ["plain", "indexed"]) {
      const map = new SourceMapConsumer(JSON.parse(readFileSync(join(chunks(), `${name}.js.map`), "utf8")));
      // b() is now on line 3.
      expect(map.originalPositionFor({ line: 3, column: 0 })).toMatchObject({ source: "src.ts", line: 7 });
    }
  });
});
