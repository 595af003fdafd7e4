import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import type { generateImageAction as GenerateImageAction } from "@/lib/actions/generate-image";
import type { AdminUser } from "@/lib/auth/admin";
import { startImageApiServer, type ImageApiServer } from "../../support/image-api-server.mjs";
import { startStorageServer, type StorageServer } from "../../support/storage-server.mjs";

let mockAdmin: AdminUser | null = null;
jest.mock("@/lib/auth/admin", () => ({ getAdminUser: async () => mockAdmin }));
// The rate limit's shared store is the database; refusing it here makes the limit count in memory, as it does in an
// outage.
jest.mock("@/lib/db", () => ({ getDb: async () => Promise.reject(new Error("no database in this test")) }));

const ADMIN: AdminUser = { id: "admin-1", email: "admin@matchaglow.ae", name: "Admin" };
const SAVED_ENV = { ...process.env };
let imageApi: ImageApiServer;
let storage: StorageServer;
let dataDir: string;

/** Loads the action with this environment (lib/env reads it once, at import). */
async function loadAction(env: Record<string, string | undefined>): Promise<typeof GenerateImageAction> {
  jest.resetModules();
  process.env = { ...SAVED_ENV, DATA_DIR: dataDir, ...env };
  return (await import("@/lib/actions/generate-image")).generateImageAction;
}

const withImageApi = () => ({
  IMAGE_API_URL: imageApi.baseUrl,
  IMAGE_API_KEY: imageApi.apiKey,
  IMAGE_API_MODEL: "dall-e-3",
  IMAGE_API_TIMEOUT_MS: "2000",
});
const withStorage = () => ({
  SUPABASE_URL: storage.url,
  SUPABASE_SERVICE_ROLE_KEY: storage.serviceKey,
  SUPABASE_STORAGE_BUCKET: storage.bucket,
});

function submit(action: typeof GenerateImageAction, prompt: string | null) {
  const formData = new FormData();
  if (prompt !== null) formData.set("prompt", prompt);
  return action(null, formData);
}

/** The image a generation gave the page, if it worked. */
async function generated(answer: ReturnType<typeof submit>) {
  const result = await answer;
  return result.ok ? result.data : undefined;
}

beforeAll(async () => {
  [imageApi, storage, dataDir] = await Promise.all([
    startImageApiServer(),
    startStorageServer(),
    mkdtemp(path.join(tmpdir(), "generate-image-")),
  ]);
});
afterAll(async () => {
  process.env = SAVED_ENV;
  await Promise.all([imageApi.close(), storage.close(), rm(dataDir, { recursive: true, force: true })]);
});
beforeEach(() => {
  mockAdmin = ADMIN;
  imageApi.requests.length = 0;
  imageApi.setMode({ kind: "ok" });
  storage.objects.clear();
  storage.setMode({ kind: "ok" });
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("generateImageAction: who may call it", () => {
  test.each([
    ["a valid prompt", "Matcha Clay Mask on a stone tray"],
    ["an empty prompt", ""],
  ])("a non-admin sending %s gets nothing and the image API is never called", async (_label, prompt) => {
    mockAdmin = null;
    const action = await loadAction({ ...withImageApi(), ...withStorage() });
    const result = await submit(action, prompt);
    // Told no, and nothing about the request comes back: not even the prompt.
    expect(result).toEqual({
      ok: false,
      code: "forbidden",
      message: "You are not allowed to do this.",
      fieldErrors: {},
      values: {},
    });
    expect(imageApi.requests).toHaveLength(0);
    expect(storage.objects.size).toBe(0);
  });
});

describe("generateImageAction for an admin, Supabase Storage configured", () => {
  let action: typeof GenerateImageAction;
  beforeAll(async () => {
    action = await loadAction({ ...withImageApi(), ...withStorage() });
  });

  test("generates, stores the image through Storage and returns it to show and download", async () => {
    const result = await submit(action, "  Matcha Clay Mask on a stone tray  ");

    expect(result).toMatchObject({ ok: true, message: "Image generated successfully!" });
    const state = result.ok ? result.data : undefined;
    expect(imageApi.requests.map((request) => request.body?.prompt)).toEqual(["Matcha Clay Mask on a stone tray"]);
    expect(state?.image.fileName).toMatch(/^matcha-glow-generated-\d+\.png$/);
    const [header, base64] = state?.image.dataUrl.split(",") ?? [];
    expect(header).toBe("data:image/png;base64");
    expect(Buffer.from(base64 ?? "", "base64").equals(imageApi.image)).toBe(true);

    expect(state?.saved).toEqual({ store: "supabase", key: expect.stringMatching(/^generated-images\/generated\//) });
    expect(storage.objects.get(state?.saved?.key ?? "")?.bytes.equals(imageApi.image)).toBe(true);
  });

  test("calling it twice keeps two images", async () => {
    await submit(action, "a prompt");
    await submit(action, "a prompt");
    expect(storage.objects.size).toBe(2);
  });

  test.each([
    ["an empty prompt", ""],
    ["a blank prompt", "   \n "],
    ["no prompt field", null],
  ])("%s gets 'Please enter a prompt' and the image API is not called", async (_label, prompt) => {
    const state = await submit(action, prompt);
    expect(state).toMatchObject({
      ok: false,
      code: "invalid",
      message: "Please enter a prompt",
      fieldErrors: { prompt: "Please enter a prompt" },
    });
    expect(imageApi.requests).toHaveLength(0);
  });

  test("a prompt over 1,000 characters is refused but kept for editing", async () => {
    const long = "matcha ".repeat(200);
    const state = await submit(action, long);
    expect(state).toMatchObject({
      ok: false,
      code: "prompt_too_long",
      message: "Please keep the prompt under 1,000 characters",
      fieldErrors: { prompt: "Please keep the prompt under 1,000 characters" },
      values: { prompt: long },
    });
    expect(imageApi.requests).toHaveLength(0);
  });

  test("the service's error becomes 'Failed to generate image: <message>' and the prompt is kept", async () => {
    imageApi.setMode({
      kind: "error",
      status: 400,
      message: "Your request was rejected as a result of our safety system.",
    });
    const state = await submit(action, "a prompt");
    expect(state).toEqual({
      ok: false,
      code: "service_failed",
      message: "Failed to generate image: Your request was rejected as a result of our safety system.",
      fieldErrors: {},
      values: { prompt: "a prompt" },
    });
    expect(storage.objects.size).toBe(0);
  });

  test("an answer without image data is 'No image data received'", async () => {
    imageApi.setMode({ kind: "empty" });
    await expect(submit(action, "a prompt")).resolves.toMatchObject({
      ok: false,
      code: "no_image_data",
      message: "No image data received",
    });
  });

  test("a service that does not answer in time is a failure message", async () => {
    imageApi.setMode({ kind: "hang" });
    await expect(submit(action, "a prompt")).resolves.toMatchObject({
      ok: false,
      message: "Failed to generate image: the image service did not answer in time (2 s)",
    });
  });

  test("a Storage outage still returns the generated image, marked as not saved", async () => {
    storage.setMode({ kind: "error", status: 503, message: "Storage is down" });
    const answer = submit(action, "a prompt");
    expect(await answer).toMatchObject({ ok: true, message: "Image generated successfully!" });
    const state = await generated(answer);
    expect(state?.saved).toBeNull();
    expect(state?.image.dataUrl).toMatch(/^data:image\/png;base64,/);
  });
});

describe("generateImageAction without Supabase: the local media folder", () => {
  test("keeps the image under DATA_DIR/media", async () => {
    const action = await loadAction(withImageApi());
    const state = await generated(submit(action, "a prompt"));
    expect(state?.saved).toEqual({
      store: "local",
      key: expect.stringMatching(/^generated\/\d{4}-\d{2}-\d{2}\/.+\.png$/),
    });
    const { readFile } = await import("node:fs/promises");
    expect((await readFile(path.join(dataDir, "media", state?.saved?.key ?? ""))).equals(imageApi.image)).toBe(true);
    expect(storage.objects.size).toBe(0);
  });
});

describe("generateImageAction without an image service", () => {
  test("says generation is not configured and calls nothing", async () => {
    const action = await loadAction({ IMAGE_API_URL: undefined, IMAGE_API_KEY: undefined });
    await expect(submit(action, "a prompt")).resolves.toMatchObject({
      ok: false,
      code: "not_configured",
      message: "Image generation is not configured on this shop.",
    });
    expect(imageApi.requests).toHaveLength(0);
  });
});

describe("generateImageAction rate limit", () => {
  test("after 20 generations in 10 minutes an admin is asked to wait, and the API is not called", async () => {
    const action = await loadAction(withImageApi());
    const { imageGenerationByAdmin } = await import("@/lib/images/generation-limit");
    mockAdmin = { ...ADMIN, id: "busy-admin" };
    for (let i = 0; i < 20; i += 1) await imageGenerationByAdmin.consume("busy-admin");
    const state = await submit(action, "a prompt");
    expect(state).toMatchObject({
      ok: false,
      code: "throttled",
      message: expect.stringMatching(/^Too many images requested\. Please try again in \d+ seconds\.$/),
    });
    expect(imageApi.requests).toHaveLength(0);
  });
});
