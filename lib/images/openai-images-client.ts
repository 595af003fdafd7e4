import "server-only";

import { z } from "zod";

import { imageToolsMessages } from "@/content/messages/en/image-tools";

import { sniffImageType } from "./image-bytes";
import type { GenerateImageResult, ImageGenerator } from "./image-generator";
import { logError } from "@/lib/observability/json-log";

const { generation } = imageToolsMessages;

export type OpenAiImagesConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs: number };

/** Refuses absurd answers before they are decoded, stored and sent to the browser. */
const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
const MAX_MESSAGE_LENGTH = 300;

// Only the fields the shop reads; everything else in the answer (created, usage, revised_prompt) is ignored.
const imagesResponseSchema = z.object({
  data: z.array(z.object({ b64_json: z.string().nullish(), url: z.string().nullish() })).nullish(),
});

/**
 * OpenAI's GPT image models always answer in base64 and reject `response_format`; DALL·E and most compatible servers
 * default to a URL, so for them base64 is asked for explicitly (a URL may expire before the shop fetches it).
 */
function requestBody(model: string, prompt: string) {
  return { model, prompt, n: 1, ...(model.startsWith("gpt-image") ? {} : { response_format: "b64_json" }) };
}

/** The service's own error text: OpenAI's `{error: {message}}`, or the shapes other compatible servers use. */
function serviceMessage(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const { error, message, detail } = body as Record<string, unknown>;
  const candidate =
    (error && typeof error === "object" ? (error as Record<string, unknown>).message : error) ?? message ?? detail;
  if (typeof candidate !== "string" || !candidate.trim()) return null;
  const text = candidate.trim();
  return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH)}…` : text;
}

async function readBytes(response: Response): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > MAX_IMAGE_BYTES) return null;
  const bytes = new Uint8Array(await response.arrayBuffer());
  return bytes.length > MAX_IMAGE_BYTES ? null : bytes;
}

/** POST {baseUrl}/images/generations with a bearer key; the one time-out covers the answer and any image download. */
export function createOpenAiImageGenerator(
  config: OpenAiImagesConfig,
  fetchImpl: typeof fetch = fetch,
): ImageGenerator {
  const endpoint = `${config.baseUrl.replace(/\/+$/, "")}/images/generations`;
  const failed = (message: string): GenerateImageResult => ({ ok: false, reason: "failed", message });

  async function generate(prompt: string): Promise<GenerateImageResult> {
    const signal = AbortSignal.timeout(config.timeoutMs);
    try {
      const response = await fetchImpl(endpoint, {
        method: "POST",
        headers: {
          authorization: `Bearer ${config.apiKey}`,
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify(requestBody(config.model, prompt)),
        signal,
        cache: "no-store",
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) return failed(serviceMessage(body) ?? generation.httpStatus(response.status));

      const parsed = imagesResponseSchema.safeParse(body);
      if (!parsed.success) return failed(generation.unreadable);
      const first = parsed.data.data?.[0];
      let bytes: Uint8Array | null = null;
      if (first?.b64_json) {
        if (first.b64_json.length > (MAX_IMAGE_BYTES * 4) / 3 + 4) return failed(generation.unreadable);
        bytes = Buffer.from(first.b64_json, "base64");
      } else if (first?.url) {
        const url = URL.canParse(first.url) ? new URL(first.url) : null;
        if (url?.protocol !== "https:" && url?.protocol !== "http:") return failed(generation.unreadable);
        const download = await fetchImpl(url, { signal, cache: "no-store" });
        if (!download.ok) return failed(generation.httpStatus(download.status));
        bytes = await readBytes(download);
        if (!bytes) return failed(generation.unreadable);
      }
      if (!bytes || bytes.length === 0) return { ok: false, reason: "empty" };

      const contentType = sniffImageType(bytes);
      if (!contentType) return failed(generation.unreadable);
      return { ok: true, image: { bytes, contentType } };
    } catch (error) {
      // The signal, not the error's class: fetch rejects with a DOMException, which is not always an Error subclass
      // here.
      if (signal.aborted) return failed(generation.timedOut(Math.max(1, Math.round(config.timeoutMs / 1000))));
      logError("[images] image service request failed", error);
      return failed(generation.unreachable);
    }
  }

  return { configured: true, generate };
}
