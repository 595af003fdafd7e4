import { MediaStoreError } from "@/lib/media/media-store";
import { createSupabaseMediaStore } from "@/lib/media/supabase-media-store";
import { GENERATED_PNG } from "../../support/images/png.mjs";
import { startStorageServer, type StorageServer } from "../../support/storage-server.mjs";

let server: StorageServer;

beforeAll(async () => {
  server = await startStorageServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.objects.clear();
  server.requests.length = 0;
  server.setMode({ kind: "ok" });
});

const image = { bytes: new Uint8Array(GENERATED_PNG), contentType: "image/png" as const };
const store = (overrides: { serviceRoleKey?: string; bucket?: string; timeoutMs?: number } = {}) =>
  createSupabaseMediaStore({ url: server.url, serviceRoleKey: server.serviceKey, bucket: server.bucket, ...overrides });

describe("Supabase media store (supabase-js) against a local Storage API", () => {
  test("uploads the PNG under a new dated key with its content type, never upserting", async () => {
    const saved = await store().saveGeneratedImage(image);

    expect(saved).toEqual({
      store: "supabase",
      key: expect.stringMatching(/^generated-images\/generated\/\d{4}-\d{2}-\d{2}\/[0-9a-f-]{36}\.png$/),
    });
    const stored = server.objects.get(saved.key);
    expect(stored?.contentType).toBe("image/png");
    expect(stored?.bytes.equals(GENERATED_PNG)).toBe(true);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: "POST", bucket: "generated-images" });
    expect(request?.headers).toMatchObject({
      "x-upsert": "false",
      apikey: server.serviceKey,
      authorization: `Bearer ${server.serviceKey}`,
    });
  });

  test("a second save adds a second object instead of replacing the first", async () => {
    const first = await store().saveGeneratedImage(image);
    const second = await store().saveGeneratedImage(image);
    expect(second.key).not.toBe(first.key);
    expect(server.objects.size).toBe(2);
  });

  test.each([
    ["a missing bucket", { bucket: "no-such-bucket" }, "Bucket not found"],
    ["a wrong service key", { serviceRoleKey: "not-the-key" }, "Invalid Compact JWS"],
  ])("%s is a MediaStoreError with Storage's message", async (_label, overrides, message) => {
    const failure = await store(overrides)
      .saveGeneratedImage(image)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MediaStoreError);
    expect((failure as Error).message).toContain(message);
    expect((failure as Error).message).not.toContain("not-the-key");
    expect(server.objects.size).toBe(0);
  });

  test("a Storage outage is a MediaStoreError", async () => {
    server.setMode({
      kind: "error",
      status: 503,
      error: "Service Unavailable",
      message: "Storage is down for maintenance",
    });
    await expect(store().saveGeneratedImage(image)).rejects.toThrow("Storage is down for maintenance");
  });

  test("an unanswered upload fails after the time-out", async () => {
    server.setMode({ kind: "hang" });
    const started = Date.now();
    await expect(store({ timeoutMs: 500 }).saveGeneratedImage(image)).rejects.toBeInstanceOf(MediaStoreError);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
