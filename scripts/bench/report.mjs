// The printed table and bench/results.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { dirname } from "node:path";

const pad = (value, width) => String(value).padStart(width);

/** cpu ms/req: the server's own CPU time per request, the steadiest figure when other work shares the machine. */
export function printTable(rows, ceiling) {
  const header = `${"route".padEnd(34)}${pad("req/s", 10)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}${pad("of ceiling", 12)}${pad("cpu ms/req", 12)}${pad("non-2xx", 9)}`;
  console.log(`\n${header}\n${"-".repeat(header.length)}`);
  for (const row of rows) {
    const share = ceiling ? `${((row.requestsPerSecond / ceiling) * 100).toFixed(1)}%` : "-";
    console.log(
      `${row.name.padEnd(34)}${pad(row.requestsPerSecond, 10)}${pad(row.p50Ms, 9)}${pad(row.p99Ms, 9)}${pad(share, 12)}${pad(row.serverCpuMsPerRequest ?? "-", 12)}${pad(row.non2xx + row.errors, 9)}`,
    );
  }
}

export function writeResults(file, { rows, ceiling, peakServerMemoryMb, database, connections }) {
  mkdirSync(dirname(file), { recursive: true });
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version },
    database,
    connections,
    peakServerMemoryMb,
    routes: rows.map((row) => ({
      ...row,
      ofCeiling: ceiling ? Math.round((row.requestsPerSecond / ceiling) * 1000) / 1000 : null,
    })),
  };
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
