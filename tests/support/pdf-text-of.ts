import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

const reader = pathToFileURL(path.join(__dirname, "pdf-text.mjs")).href;
const script = `import { pdfText } from ${JSON.stringify(reader)};
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
process.stdout.write(await pdfText(Buffer.concat(chunks)));`;

/** The text of a PDF, via tests/support/pdf-text.mjs in a child process (pdfjs-dist is ES modules only). */
export function pdfTextOf(bytes: Uint8Array): string {
  return execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    input: Buffer.from(bytes),
    encoding: "utf8",
    maxBuffer: 10 * 1024 * 1024,
  });
}
