// The ceiling: a plain Node HTTP server returning a saved copy of the product page's HTML, no framework in between.
// Every shop figure in the bench is read as a share of what this does on the same machine in the same run.
// Usage: node ceiling-server.mjs <html-file> <port>
import { createServer } from "node:http";
import { readFileSync } from "node:fs";

const [file, port] = process.argv.slice(2);
const body = readFileSync(file);
createServer((_request, response) => {
  response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
  response.end(body);
}).listen(Number(port), "127.0.0.1", () => console.log(`ceiling ready on ${port}`));
