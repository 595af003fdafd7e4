// Sums a V8 .cpuprofile's self time by function and by package, so "where does a request's time go" has an answer.
// Usage: node cpu-profile-summary.mjs <file.cpuprofile> [top=25] [lastSeconds]
// lastSeconds keeps only the end of the profile (the measured load, not the server's start-up).
import { readFileSync } from "node:fs";

const [file, top = "25", lastSeconds] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map();
const from = lastSeconds ? profile.endTime - Number(lastSeconds) * 1e6 : -Infinity;
let time = profile.startTime;
for (let index = 0; index < profile.samples.length; index += 1) {
  const id = profile.samples[index];
  time += profile.timeDeltas[index] ?? 0;
  if (time < from) continue;
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
}

/** node_modules/<package> (scoped too), Next's own server, the app's chunks, or the V8/Node internals. */
function packageOf(url) {
  if (!url) return "(native / GC / idle)";
  const nodeModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nodeModules) return nodeModules[1];
  if (url.includes("/.next/server/chunks")) return "(app server chunks)";
  if (url.startsWith("node:")) return "(node core)";
  return url.replace(/^.*\/wt-[^/]+\//, "");
}

const functions = new Map();
const packages = new Map();
let total = 0;
for (const [id, micros] of selfMicros) {
  const { callFrame } = byId.get(id);
  total += micros;
  const name = `${callFrame.functionName || "(anonymous)"} ${packageOf(callFrame.url)}:${callFrame.lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + micros);
  const pkg = packageOf(callFrame.url);
  packages.set(pkg, (packages.get(pkg) ?? 0) + micros);
}

const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
    console.log(
      `${((micros / total) * 100).toFixed(1).padStart(6)}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`,
    );
  }
};
console.log(`total sampled: ${(total / 1000).toFixed(0)} ms`);
print("self time by package", packages);
print("self time by function", functions);
