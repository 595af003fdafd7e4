// V8's explicit compile hint: a script that starts with this comment has all its functions compiled eagerly, on the
// thread that streams the script in, instead of lazily on the main thread the first time each is called.
// Turbopack wraps every module in a function that runs once, at start-up, so without the hint the browser compiles
// React DOM and the rest one module at a time inside the page's start-up task: on the mobile preset that task was the
// largest part of Total Blocking Time (a 70 ms task, 290 ms at Lighthouse's 4x CPU). Browsers without the feature
// read a comment. https://v8.dev/blog/explicit-compile-hints
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export const compileHint = "//# allFunctionsCalledOnLoad\n";

function scriptsUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return scriptsUnder(path);
    return entry.name.endsWith(".js") ? [path] : [];
  });
}

/** A source map of a script that gained one line at the top: every mapping moves down a line. */
function shiftSourceMap(path) {
  if (!existsSync(path)) return;
  const map = JSON.parse(readFileSync(path, "utf8"));
  if (Array.isArray(map.sections)) {
    for (const section of map.sections) section.offset.line += 1;
  } else {
    map.mappings = `;${map.mappings}`;
  }
  writeFileSync(path, JSON.stringify(map));
}

/** Puts the hint at the top of every browser script of a build (`distDir/static`); a script that has it is left alone. */
export function addCompileHints(distDir) {
  let hinted = 0;
  for (const file of scriptsUnder(join(distDir, "static"))) {
    const code = readFileSync(file, "utf8");
    if (code.startsWith(compileHint)) continue;
    writeFileSync(file, compileHint + code);
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    if (mapName && !mapName.startsWith("data:")) shiftSourceMap(join(dirname(file), mapName));
    hinted += 1;
  }
  return hinted;
}
