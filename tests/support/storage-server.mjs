/**
 * A local server that speaks the Supabase Storage API as supabase-js's storage client calls it (base /storage/v1):
 *   POST /object/<bucket>/<path>  upload (raw body, content-type, cache-control, x-upsert), answers {Id, Key}
 *   PUT  /object/<bucket>/<path>  replace an existing object
 *   GET  /object/<bucket>/<path> and /object/authenticated/<bucket>/<path>  download
 *   DELETE /object/<bucket> {prefixes}  remove
 * Errors use Storage's body {statusCode, error, message}. Requests need `apikey` and `Authorization: Bearer` with the
 * service-role key. Imported by jest; also runs on its own:
 *   node tests/support/storage-server.mjs --port 3695 --service-key test-service-role-key --bucket generated-images
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { closeServer, cliOption, listen, parseJson, readBody, sendJson } from "./images/http.mjs";

export const DEFAULT_SERVICE_ROLE_KEY = "test-service-role-key";
export const DEFAULT_BUCKET = "generated-images";

const storageError = (response, httpStatus, statusCode, error, message) => sendJson(response, httpStatus, { statusCode, error, message });
const OBJECT_PATH = /^\/storage\/v1\/object\/(?:authenticated\/)?([^/]+)(?:\/(.+))?$/;

export async function startStorageServer(options = {}) {
  const serviceKey = options.serviceKey ?? DEFAULT_SERVICE_ROLE_KEY;
  const buckets = new Set(options.buckets ?? [DEFAULT_BUCKET]);
  /** "bucket/path" -> { bytes, contentType, cacheControl, id } */
  const objects = new Map();
  const requests = [];
  let mode = { kind: "ok" };
  let remaining = Infinity;
  const hanging = new Set();

  function setMode(next, { times } = {}) {
    mode = next;
    remaining = times ?? Infinity;
  }
  function currentMode() {
    const active = mode;
    if (active.kind !== "ok" && (remaining -= 1) <= 0) setMode({ kind: "ok" });
    return active;
  }

  async function handleObject(request, response, bucket, objectPath) {
    const body = await readBody(request);
    requests.push({ method: request.method, bucket, path: objectPath, headers: request.headers, size: body.length });
    if (request.headers.apikey !== serviceKey || request.headers.authorization !== `Bearer ${serviceKey}`) {
      return storageError(response, 403, "403", "Unauthorized", "Invalid Compact JWS");
    }
    const active = currentMode();
    if (active.kind === "hang") return void hanging.add(response);
    if (active.kind === "error") return storageError(response, active.status ?? 500, String(active.status ?? 500), active.error ?? "Internal", active.message ?? "Internal Server Error");
    if (!buckets.has(bucket)) return storageError(response, 400, "404", "Bucket not found", "Bucket not found");

    const key = `${bucket}/${objectPath ?? ""}`;
    if (request.method === "GET") {
      const stored = objects.get(key);
      if (!stored) return storageError(response, 400, "404", "not_found", "Object not found");
      response.writeHead(200, { "content-type": stored.contentType, "content-length": stored.bytes.length });
      return response.end(stored.bytes);
    }
    if (request.method === "DELETE" && !objectPath) {
      const prefixes = parseJson(body)?.prefixes ?? [];
      const removed = prefixes.filter((prefix) => objects.delete(`${bucket}/${prefix}`)).map((name) => ({ name, bucket_id: bucket }));
      return sendJson(response, 200, removed);
    }
    if ((request.method === "POST" || request.method === "PUT") && objectPath) {
      const exists = objects.has(key);
      if (request.method === "POST" && exists && request.headers["x-upsert"] !== "true") {
        return storageError(response, 400, "409", "Duplicate", "The resource already exists");
      }
      if (request.method === "PUT" && !exists) return storageError(response, 400, "404", "not_found", "Object not found");
      const id = objects.get(key)?.id ?? randomUUID();
      objects.set(key, { bytes: body, contentType: request.headers["content-type"] ?? "application/octet-stream", cacheControl: request.headers["cache-control"], id });
      return sendJson(response, 200, { Id: id, Key: key });
    }
    storageError(response, 400, "400", "Invalid request", `${request.method} is not supported here`);
  }

  // Control API for Playwright: GET /__test/status, GET /__test/objects, POST /__test/mode {"mode": {...}, "times": 1}, POST /__test/reset.
  async function handleControl(request, response, action) {
    const body = parseJson(await readBody(request)) ?? {};
    if (action === "mode") setMode(body.mode ?? { kind: "ok" }, { times: body.times });
    if (action === "reset") {
      setMode({ kind: "ok" });
      objects.clear();
      requests.length = 0;
    }
    sendJson(response, 200, { ok: true, mode });
  }

  const listObjects = () =>
    [...objects.entries()].map(([key, { bytes, contentType, cacheControl }]) => ({ key, size: bytes.length, contentType, cacheControl }));

  async function handle(request, response) {
    const { pathname } = new URL(request.url ?? "/", "http://storage.test");
    const match = OBJECT_PATH.exec(pathname);
    if (match) return handleObject(request, response, decodeURIComponent(match[1]), match[2] ? decodeURIComponent(match[2]) : undefined);
    if (request.method === "POST" && pathname.startsWith("/__test/")) return handleControl(request, response, pathname.slice(8));
    if (request.method === "GET" && pathname === "/__test/status") return sendJson(response, 200, { ok: true, mode });
    if (request.method === "GET" && pathname === "/__test/objects") return sendJson(response, 200, { objects: listObjects() });
    storageError(response, 404, "404", "not_found", `No route for ${request.method} ${pathname}`);
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error) => {
      if (!response.headersSent) storageError(response, 500, "500", "Internal", String(error));
    });
  });
  const url = await listen(server, options.port ?? 0, options.host ?? "127.0.0.1");

  return {
    /** What SUPABASE_URL is set to: the project origin, under which supabase-js adds /storage/v1. */
    url,
    serviceKey,
    bucket: [...buckets][0] ?? DEFAULT_BUCKET,
    objects,
    requests,
    setMode,
    close: () => {
      for (const response of hanging) response.destroy();
      return closeServer(server);
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startStorageServer({
    port: Number(cliOption("port", 3695)),
    host: cliOption("host", "127.0.0.1"),
    serviceKey: cliOption("service-key", DEFAULT_SERVICE_ROLE_KEY),
    buckets: [cliOption("bucket", DEFAULT_BUCKET)],
  }).then((server) => {
    console.log(`Storage API test server on ${server.url}/storage/v1 (bucket "${server.bucket}")`);
    const stop = () => server.close().then(() => process.exit(0));
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}
