import { createOpenAiImageGenerator, type OpenAiImagesConfig } from "@/lib/images/openai-images-client";
import { startImageApiServer, type ImageApiMode, type ImageApiServer } from "../../support/image-api-server.mjs";

let server: ImageApiServer;

beforeAll(async () => {
  server = await startImageApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.setMode({ kind: "ok" });
});

function generate(prompt: string, overrides: Partial<OpenAiImagesConfig> = {}) {
  const generator = createOpenAiImageGenerator({
    baseUrl: server.baseUrl,
    apiKey: server.apiKey,
    model: "dall-e-3",
    timeoutMs: 5000,
    ...overrides,
  });
  if (!generator.configured) throw new Error("expected a configured generator");
  return generator.generate(prompt);
}

describe("OpenAI-compatible images client against a local images API", () => {
  test("posts the prompt with the bearer key and model, asks for base64, and returns the PNG it got", async () => {
    const result = await generate("Matcha Clay Mask on a stone tray");

    expect(result).toEqual({ ok: true, image: { bytes: expect.any(Uint8Array), contentType: "image/png" } });
    if (result.ok) expect(Buffer.from(result.image.bytes).equals(server.image)).toBe(true);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${server.apiKey}`);
    expect(server.requests[0]?.body).toEqual({
      model: "dall-e-3",
      prompt: "Matcha Clay Mask on a stone tray",
      n: 1,
      response_format: "b64_json",
    });
  });

  test("a trailing slash on the base URL still reaches /images/generations", async () => {
    await expect(generate("a prompt", { baseUrl: `${server.baseUrl}/` })).resolves.toMatchObject({ ok: true });
  });

  test("does not send response_format to GPT image models, which refuse it", async () => {
    const result = await generate("a prompt", { model: "gpt-image-1" });
    expect(result).toMatchObject({ ok: true });
    expect(server.requests[0]?.body).toEqual({ model: "gpt-image-1", prompt: "a prompt", n: 1 });
  });

  test("fetches the image when the service answers with a URL", async () => {
    server.setMode({ kind: "url" });
    const result = await generate("a prompt");
    expect(result).toMatchObject({ ok: true, image: { contentType: "image/png" } });
    if (result.ok) expect(Buffer.from(result.image.bytes).equals(server.image)).toBe(true);
  });

  test.each<[string, ImageApiMode, string]>([
    [
      "a content-policy refusal",
      {
        kind: "error",
        status: 400,
        message: "Your request was rejected as a result of our safety system.",
        code: "content_policy_violation",
      },
      "Your request was rejected as a result of our safety system.",
    ],
    [
      "a quota error",
      { kind: "error", status: 429, message: "You exceeded your current quota.", type: "insufficient_quota" },
      "You exceeded your current quota.",
    ],
    [
      "a server error",
      { kind: "error", status: 500, message: "The server had an error while processing your request." },
      "The server had an error while processing your request.",
    ],
    ["an HTML error page", { kind: "malformed" }, "the image service answered with HTTP 502"],
  ])("reports %s with the service's own message", async (_label, mode, message) => {
    server.setMode(mode);
    await expect(generate("a prompt")).resolves.toEqual({ ok: false, reason: "failed", message });
  });

  test("reports a wrong key with the service's message", async () => {
    await expect(generate("a prompt", { apiKey: "wrong" })).resolves.toEqual({
      ok: false,
      reason: "failed",
      message: "Incorrect API key provided.",
    });
  });

  test("an answer without image data is 'empty'", async () => {
    server.setMode({ kind: "empty" });
    await expect(generate("a prompt")).resolves.toEqual({ ok: false, reason: "empty" });
  });

  test("gives up after the time-out instead of waiting for ever", async () => {
    server.setMode({ kind: "hang" });
    const started = Date.now();
    await expect(generate("a prompt", { timeoutMs: 1000 })).resolves.toEqual({
      ok: false,
      reason: "failed",
      message: "the image service did not answer in time (1 s)",
    });
    expect(Date.now() - started).toBeLessThan(4000);
  });

  test("an unreachable service is a message, not an exception", async () => {
    const closed = await startImageApiServer();
    await closed.close();
    await expect(generate("a prompt", { baseUrl: closed.baseUrl })).resolves.toEqual({
      ok: false,
      reason: "failed",
      message: "the image service could not be reached",
    });
  });

  test("base64 that is not an image is refused rather than stored", async () => {
    const fakeFetch: typeof fetch = async () =>
      Response.json({ data: [{ b64_json: Buffer.from("<html>not an image</html>").toString("base64") }] });
    const generator = createOpenAiImageGenerator(
      { baseUrl: server.baseUrl, apiKey: "k", model: "m", timeoutMs: 1000 },
      fakeFetch,
    );
    if (!generator.configured) throw new Error("expected a configured generator");
    await expect(generator.generate("a prompt")).resolves.toEqual({
      ok: false,
      reason: "failed",
      message: "the image service sent an answer that is not an image",
    });
  });
});
