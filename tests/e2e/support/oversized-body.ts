import { readFileSync } from "node:fs";
import http from "node:http";

export type OversizedAnswer = { status: number; sentBytes: number };

/**
 * POSTs a body far larger than any route accepts, either declared up front (`Content-Length`, only its first chunk
 * ever sent) or chunked with no length, and stops sending as soon as the server answers. Returns the status and how
 * many bytes went out before the answer, so a test can tell a refusal from a body read to the end.
 */
export function sendOversizedBody(
  url: string,
  { declared, maxBytes, headers = {} }: { declared: boolean; maxBytes: number; headers?: Record<string, string> },
): Promise<OversizedAnswer> {
  const chunk = Buffer.alloc(64 * 1024, "x");
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const request = http.request(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(declared ? { "content-length": String(maxBytes) } : { "transfer-encoding": "chunked" }),
        ...headers,
      },
    });
    const send = () => {
      while (!answered && sentBytes < maxBytes && !(declared && sentBytes > 0)) {
        sentBytes += chunk.byteLength;
        if (!request.write(chunk)) return void request.once("drain", send);
      }
      // A declared body is never finished: a server that waits for all of it never answers, and the test times out.
      if (!declared && !answered) request.end();
    };
    request.on("response", (response) => {
      answered = true;
      response.resume();
      response.on("end", () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, sentBytes });
      });
    });
    // Once the server has answered and hung up, further writes fail; that is the point, not an error.
    request.on("error", (error) => (answered ? undefined : reject(error)));
    send();
  });
}

/** Resident memory of a process in MB, from /proc. */
export function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}
