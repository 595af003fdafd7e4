import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";

import { GENERATED_PNG, encodePng, pngSize } from "../support/images/png.mjs";
import { signInAsShopper } from "./support/accounts";
import { signInAsAdmin } from "./support/admin-session";
import { imageApiRequestCount, resetImageServices, setImageApiMode, storedObjects } from "./support/image-services";

// One images API and one Storage server for the whole run: the tests here script and count them in turn.
test.describe.configure({ mode: "serial" });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The colour of the preview's pixel at (x, y), read back through a canvas in the page. */
function previewPixel(page: Page, x: number, y: number) {
  return page.getByRole("img", { name: "Cropped image preview" }).evaluate(
    (image: HTMLImageElement, [px, py]) => {
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      return Array.from(context.getImageData(px!, py!, 1, 1).data);
    },
    [x, y],
  );
}

test.describe("admin image cropper", () => {
  test.beforeEach(async ({ page, baseURL }) => signInAsAdmin(page, baseURL!));

  test("crops the hero image to exactly 1600 × 765 and downloads that PNG", async ({ page }) => {
    await page.goto("/admin/image-cropper");
    await expect(page.getByRole("heading", { level: 1, name: "Image cropper" })).toBeVisible();
    await expect(
      page.getByText("Cropped: 1600 × 765 px (90 px removed from the top, 45 px from the bottom)"),
    ).toBeVisible();
    await expect(page.getByText("Original: 1600 × 900 px")).toBeVisible();

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download PNG" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("hero-cropped.png");
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(bytes)).toEqual({ width: 1600, height: 765 });
    await expect(page.getByText("Image downloaded!")).toBeVisible();
  });

  test("an uploaded image loses its top 10% and bottom 5% and keeps the pixels between", async ({ page }) => {
    // 200 × 100: rows 0-9 red (the top 10%), rows 95-99 blue (the bottom 5%), green between.
    const source = encodePng(200, 100, (_x, y) =>
      y < 10 ? [255, 0, 0, 255] : y >= 95 ? [0, 0, 255, 255] : [0, 160, 0, 255],
    );
    await page.goto("/admin/image-cropper");
    await page
      .getByLabel(/Or upload an image/)
      .setInputFiles({ name: "bands.png", mimeType: "image/png", buffer: source });

    await expect(
      page.getByText("Cropped: 200 × 85 px (10 px removed from the top, 5 px from the bottom)"),
    ).toBeVisible();
    expect(await previewPixel(page, 0, 0)).toEqual([0, 160, 0, 255]);
    expect(await previewPixel(page, 199, 84)).toEqual([0, 160, 0, 255]);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download PNG" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("bands-cropped.png");
    expect(pngSize(await readFile(await download.path()))).toEqual({ width: 200, height: 85 });
  });

  test("refuses a file that is not a PNG, JPEG or WebP", async ({ page }) => {
    await page.goto("/admin/image-cropper");
    await expect(page.getByText(/^Cropped: 1600 × 765 px/)).toBeVisible();
    await page
      .getByLabel(/Or upload an image/)
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(page.getByRole("alert").filter({ hasText: "Please choose" })).toHaveText(
      "Please choose a PNG, JPEG or WebP image",
    );
  });
});

test.describe("admin image generator", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await resetImageServices();
    await signInAsAdmin(page, baseURL!);
    await page.goto("/admin/image-generator");
    await expect(page.getByRole("heading", { level: 1, name: "Image generator" })).toBeVisible();
  });

  test("generates from a suggested prompt, stores the image through Supabase Storage and downloads it", async ({
    page,
  }) => {
    const suggestion = page.getByRole("button", {
      name: /^Use a suggested prompt for Matcha Clay Mask: Studio product photo/,
    });
    await suggestion.click();
    await expect(page.getByRole("textbox", { name: "Prompt" })).toHaveValue(
      /^Studio product photo of Matcha Clay Mask/,
    );
    await page.getByRole("button", { name: "Generate image" }).click();

    await expect(page.getByText("Image generated successfully!").first()).toBeVisible();
    await expect(
      page.getByRole("img", { name: /^Generated image for the prompt: Studio product photo of Matcha Clay Mask/ }),
    ).toBeVisible();
    const objects = await storedObjects();
    expect(objects).toEqual([
      {
        key: expect.stringMatching(/^generated-images\/generated\/.+\.png$/),
        size: GENERATED_PNG.length,
        contentType: "image/png",
        cacheControl: "max-age=31536000",
      },
    ]);
    await expect(page.getByText(objects[0]!.key)).toBeVisible();

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^matcha-glow-generated-\d+\.png$/);
    expect((await readFile(await download.path())).equals(GENERATED_PNG)).toBe(true);
    await expect(page.getByText("Image downloaded!")).toBeVisible();
  });

  test("an empty prompt says 'Please enter a prompt'", async ({ page }) => {
    await page.getByRole("button", { name: "Generate image" }).click();
    await expect(page.getByText("Please enter a prompt").first()).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Prompt" })).toBeFocused();
  });

  test("the service's error is shown as 'Failed to generate image: <message>' and nothing is stored", async ({
    page,
  }) => {
    await setImageApiMode(
      { kind: "error", status: 400, message: "Your request was rejected as a result of our safety system." },
      1,
    );
    await page.getByRole("textbox", { name: "Prompt" }).fill("A jar of clay mask");
    await page.getByRole("button", { name: "Generate image" }).click();
    await expect(
      page.getByText("Failed to generate image: Your request was rejected as a result of our safety system.").first(),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Prompt" })).toHaveValue("A jar of clay mask");
    expect(await storedObjects()).toEqual([]);
  });

  test("an answer without image data says 'No image data received'", async ({ page }) => {
    await setImageApiMode({ kind: "empty" }, 1);
    await page.getByRole("textbox", { name: "Prompt" }).fill("A jar of clay mask");
    await page.getByRole("button", { name: "Generate image" }).click();
    await expect(page.getByText("No image data received").first()).toBeVisible();
  });
});

test.describe("who may use the image tools", () => {
  const toolPaths = ["/admin/image-generator", "/admin/image-cropper"];
  // Next.js once trusted this internal header to skip middleware (CVE-2025-29927); the pages must not care.
  const forgedSubrequest = { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" };

  test("anonymous visitors are sent to sign in and never see a tool, even with a forged proxy header", async ({
    page,
  }) => {
    for (const path of toolPaths) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers()["location"]).toContain(`/account/sign-in?next=${encodeURIComponent(path)}`);
      const forged = await page.request.get(path, { headers: forgedSubrequest, maxRedirects: 0 });
      expect([307, 404]).toContain(forged.status());
      expect(await forged.text()).not.toMatch(/Image (generator|cropper)<\/h1>/);
    }
  });

  test("a signed-in shopper gets the 404 page, and replaying the admin's generate action by its id gives nothing", async ({
    browser,
    page,
    baseURL,
  }) => {
    // The admin's own request, captured as the browser sent it: the action id header and the encoded form.
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin, baseURL!);
    await admin.goto("/admin/image-generator");
    await admin.getByRole("textbox", { name: "Prompt" }).fill("A jar of clay mask");
    const sent = admin.waitForRequest(
      (request) => request.method() === "POST" && Boolean(request.headers()["next-action"]),
    );
    await admin.getByRole("button", { name: "Generate image" }).click();
    const actionRequest = await sent;
    await expect(admin.getByText("Image generated successfully!").first()).toBeVisible();
    await adminContext.close();
    await resetImageServices();

    await signInAsShopper(page, baseURL!, test.info().workerIndex);
    for (const path of toolPaths) {
      const response = await page.request.get(path, { headers: forgedSubrequest });
      expect(response.status()).toBe(404);
      expect(await response.text()).not.toMatch(/Image (generator|cropper)<\/h1>/);
    }
    const { "next-action": actionId, "content-type": contentType } = actionRequest.headers();
    const replay = await page.request.post("/admin/image-generator", {
      headers: {
        "next-action": actionId!,
        "content-type": contentType!,
        accept: "text/x-component",
        ...forgedSubrequest,
      },
      data: actionRequest.postDataBuffer() ?? Buffer.alloc(0),
    });
    const answer = await replay.text();
    // The action itself ran and refused: proof that the replay reached it rather than bouncing off something else.
    expect(answer).toContain("You are not allowed to do this.");
    expect(answer).not.toContain("data:image/png;base64");
    expect(answer).not.toContain("A jar of clay mask");
    expect(await imageApiRequestCount()).toBe(0);
    expect(await storedObjects()).toEqual([]);
  });
});
