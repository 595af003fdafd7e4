/**
 * A local server that speaks the OpenAI images API (POST /v1/images/generations with a bearer key), answering with a
 * real PNG as base64 or as a URL it serves itself, and failing the ways such services do. Imported by jest; also
 * runs on its own for Playwright:  node tests/support/image-api-server.mjs --port 3696 --api-key test-image-key
 */
import { GENERATED_PNG } from "./images/png.mjs";
import {
  cliOption,
  createScriptedMode,
  parseJson,
  readBody,
  runWhenStartedDirectly,
  sendJson,
  startTestHttpServer,
} from "./test-http-server.mjs";

export const DEFAULT_IMAGE_API_KEY = "test-image-key";

const openAiError = (message, type = "invalid_request_error", code = null, param = null) => ({
  error: { message, type, param, code },
});

export async function startImageApiServer(options = {}) {
  const apiKey = options.apiKey ?? DEFAULT_IMAGE_API_KEY;
  const requests = [];
  const mode = createScriptedMode();
  let origin = "";

  async function handleGenerations(request, response) {
    const raw = await readBody(request);
    const body = parseJson(raw);
    requests.push({ headers: request.headers, body });
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return sendJson(
        response,
        401,
        openAiError("Incorrect API key provided.", "invalid_request_error", "invalid_api_key"),
      );
    }
    if (!body || typeof body !== "object")
      return sendJson(response, 400, openAiError("We could not parse the JSON body of your request."));
    if (typeof body.prompt !== "string" || !body.prompt)
      return sendJson(
        response,
        400,
        openAiError("Missing required parameter: 'prompt'.", undefined, "missing_required_parameter", "prompt"),
      );
    // The GPT image models refuse the parameter DALL·E needs; the shop must not send it to them.
    if (String(body.model).startsWith("gpt-image") && "response_format" in body) {
      return sendJson(
        response,
        400,
        openAiError("Unknown parameter: 'response_format'.", undefined, "unknown_parameter", "response_format"),
      );
    }

    const active = mode.take();
    const created = Math.floor(Date.now() / 1000);
    switch (active.kind) {
      case "error":
        return sendJson(response, active.status ?? 400, openAiError(active.message, active.type, active.code ?? null));
      case "empty":
        return sendJson(response, 200, { created, data: [] });
      case "hang":
        return; // never answers; close() drops the socket
      case "malformed":
        response.writeHead(502, { "content-type": "text/html" });
        return response.end("<html><body>Bad gateway</body></html>");
      case "url":
        return sendJson(response, 200, {
          created,
          data: [{ url: `${origin}/files/generated.png`, revised_prompt: body.prompt }],
        });
      default:
        return sendJson(response, 200, {
          created,
          data: [{ b64_json: GENERATED_PNG.toString("base64"), revised_prompt: body.prompt }],
        });
    }
  }

  // Control API for a test in another process (Playwright): POST /__test/mode {"mode": {...}, "times": 1},
  // GET /__test/requests, POST /__test/reset; GET /__test/status answers once the server listens.
  async function handleControl(request, response, action) {
    const body = parseJson(await readBody(request)) ?? {};
    if (action === "mode") mode.setMode(body.mode ?? { kind: "ok" }, { times: body.times });
    if (action === "reset") {
      mode.setMode({ kind: "ok" });
      requests.length = 0;
    }
    sendJson(response, 200, { ok: true, mode: mode.current, requests: requests.length });
  }

  async function handle(request, response) {
    const { pathname } = new URL(request.url ?? "/", origin);
    if (pathname === "/v1/images/generations" && request.method === "POST") return handleGenerations(request, response);
    if (request.method === "GET" && pathname === "/files/generated.png") {
      response.writeHead(200, { "content-type": "image/png", "content-length": GENERATED_PNG.length });
      return response.end(GENERATED_PNG);
    }
    if (request.method === "POST" && pathname.startsWith("/__test/"))
      return handleControl(request, response, pathname.slice(8));
    if (request.method === "GET" && pathname === "/__test/status")
      return sendJson(response, 200, { ok: true, mode: mode.current, requests: requests.length });
    if (request.method === "GET" && pathname === "/__test/requests")
      return sendJson(response, 200, { requests: requests.map(({ body }) => body) });
    sendJson(response, 404, openAiError(`Invalid URL (${request.method} ${pathname})`));
  }

  const server = await startTestHttpServer(handle, {
    port: options.port,
    host: options.host,
    onError: (response, error) => sendJson(response, 500, openAiError(String(error), "server_error")),
  });
  origin = server.url;

  return {
    url: origin,
    /** What IMAGE_API_URL is set to: the OpenAI-style base with its /v1. */
    baseUrl: `${origin}/v1`,
    apiKey,
    requests,
    setMode: mode.setMode,
    image: GENERATED_PNG,
    close: server.close,
  };
}

runWhenStartedDirectly(
  import.meta.url,
  () =>
    startImageApiServer({
      port: Number(cliOption("port", 3696)),
      host: cliOption("host", "127.0.0.1"),
      apiKey: cliOption("api-key", DEFAULT_IMAGE_API_KEY),
    }),
  (server) => `Images API test server on ${server.baseUrl} (key "${server.apiKey}")`,
);
