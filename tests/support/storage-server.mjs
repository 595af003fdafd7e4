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

import {
  cliOption,
  createScriptedMode,
  parseJson,
  readBody,
  runWhenStartedDirectly,
  sendJson,
  startTestHttpServer,
} from "./test-http-server.mjs";

export const DEFAULT_SERVICE_ROLE_KEY = "test-service-role-key";
export const DEFAULT_BUCKET = "generated-images";

const storageError = (response, httpStatus, statusCode, error, message) =>
  sendJson(response, httpStatus, { statusCode, error, message });
const OBJECT_PATH = /^\/storage\/v1\/object\/(?:authenticated\/)?([^/]+)(?:\/(.+))?$/;

export async function startStorageServer(options = {}) {
  const serviceKey = options.serviceKey ?? DEFAULT_SERVICE_ROLE_KEY;
  const buckets = new Set(options.buckets ?? [DEFAULT_BUCKET]);
  /** "bucket/path" -> { bytes, contentType, cacheControl, id } */
  const objects = new Map();
  const requests = [];
  const mode = createScriptedMode();

  async function handleObject(request, response, bucket, objectPath) {
    const body = await readBody(request);
    requests.push({ method: request.method, bucket, path: objectPath, headers: request.headers, size: body.length });
    if (request.headers.apikey !== serviceKey || request.headers.authorization !== `Bearer ${serviceKey}`) {
      return storageError(response, 403, "403", "Unauthorized", "Invalid Compact JWS");
    }
    const active = mode.take();
    if (active.kind === "hang") return; // never answers; close() drops the socket
    if (active.kind === "error")
      return storageError(
        response,
        active.status ?? 500,
        String(active.status ?? 500),
        active.error ?? "Internal",
        active.message ?? "Internal Server Error",
      );
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
      const removed = prefixes
        .filter((prefix) => objects.delete(`${bucket}/${prefix}`))
        .map((name) => ({ name, bucket_id: bucket }));
      return sendJson(response, 200, removed);
    }
    if ((request.method === "POST" || request.method === "PUT") && objectPath) {
      const exists = objects.has(key);
      if (request.method === "POST" && exists && request.headers["x-upsert"] !== "true") {
        return storageError(response, 400, "409", "Duplicate", "The resource already exists");
      }
      if (request.method === "PUT" && !exists)
        return storageError(response, 400, "404", "not_found", "Object not found");
      const id = objects.get(key)?.id ?? randomUUID();
      objects.set(key, {
        bytes: body,
        contentType: request.headers["content-type"] ?? "application/octet-stream",
        cacheControl: request.headers["cache-control"],
        id,
      });
      return sendJson(response, 200, { Id: id, Key: key });
    }
    storageError(response, 400, "400", "Invalid request", `${request.method} is not supported here`);
  }

  // Control API for Playwright: GET /__test/status, GET /__test/objects, POST /__test/mode {"mode": {...}, "times": 1},
  // POST /__test/reset.
  async function handleControl(request, response, action) {
    const body = parseJson(await readBody(request)) ?? {};
    if (action === "mode") mode.setMode(body.mode ?? { kind: "ok" }, { times: body.times });
    if (action === "reset") {
      mode.setMode({ kind: "ok" });
      objects.clear();
      requests.length = 0;
    }
    sendJson(response, 200, { ok: true, mode: mode.current });
  }

  const listObjects = () =>
    [...objects.entries()].map(([key, { bytes, contentType, cacheControl }]) => ({
      key,
      size: bytes.length,
      contentType,
      cacheControl,
    }));

  async function handle(request, response) {
    const { pathname } = new URL(request.url ?? "/", "http://storage.test");
    const match = OBJECT_PATH.exec(pathname);
    if (match)
      return handleObject(
        request,
        response,
        decodeURIComponent(match[1]),
        match[2] ? decodeURIComponent(match[2]) : undefined,
      );
    if (request.method === "POST" && pathname.startsWith("/__test/"))
      return handleControl(request, response, pathname.slice(8));
    if (request.method === "GET" && pathname === "/__test/status")
      return sendJson(response, 200, { ok: true, mode: mode.current });
    if (request.method === "GET" && pathname === "/__test/objects")
      return sendJson(response, 200, { objects: listObjects() });
    storageError(response, 404, "404", "not_found", `No route for ${request.method} ${pathname}`);
  }

  const server = await startTestHttpServer(handle, {
    port: options.port,
    host: options.host,
    onError: (response, error) => storageError(response, 500, "500", "Internal", String(error)),
  });

  return {
    /** What SUPABASE_URL is set to: the project origin, under which supabase-js adds /storage/v1. */
    url: server.url,
    serviceKey,
    bucket: [...buckets][0] ?? DEFAULT_BUCKET,
    objects,
    requests,
    setMode: mode.setMode,
    close: server.close,
  };
}

runWhenStartedDirectly(
  import.meta.url,
  () =>
    startStorageServer({
      port: Number(cliOption("port", 3695)),
      host: cliOption("host", "127.0.0.1"),
      serviceKey: cliOption("service-key", DEFAULT_SERVICE_ROLE_KEY),
      buckets: [cliOption("bucket", DEFAULT_BUCKET)],
    }),
  (server) => `Storage API test server on ${server.url}/storage/v1 (bucket "${server.bucket}")`,
);
