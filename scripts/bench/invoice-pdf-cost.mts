// What an order's invoice PDF costs: each run draws the PDF of a typical invoice (two lines, a discount, shipping)
// from its snapshot, as the outbox does before each confirmation e-mail, and reports wall time, the process's CPU
// time (the steadier figure on a shared machine) and the file's size, in English and Arabic.
//
// Usage: NODE_OPTIONS=--conditions=react-server npx tsx scripts/bench/invoice-pdf-cost.mts [runs]
// (react-server: lib/invoices is server-only; tsx reads the @/ paths from tsconfig.json.)
import { renderInvoicePdf } from "@/lib/invoices/pdf/render-invoice-pdf";
import { sampleInvoiceSnapshot } from "@/tests/support/invoice-fixtures";

const runs = Number(process.argv[2] ?? 40);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (const locale of ["en", "ar"] as const) {
  const snapshot = sampleInvoiceSnapshot({ locale });
  const coldStart = performance.now();
  const first = await renderInvoicePdf(snapshot);
  const cold = performance.now() - coldStart;
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    await renderInvoicePdf(snapshot);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }
  console.log(
    `${locale}: ${first.length} bytes; first in the process ${cold.toFixed(0)} ms; then median ${median(wall).toFixed(1)} ms wall, ${median(cpu).toFixed(1)} ms CPU over ${runs} runs`,
  );
}
