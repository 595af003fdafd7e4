import { imageToolsMessages } from "@/content/messages/en/image-tools";
import { CROPPER_MAX_UPLOAD_BYTES, cropperUploadProblem } from "@/lib/validations/image-upload";

const { cropper } = imageToolsMessages;

describe("the cropper's file check", () => {
  test.each([
    ["a PNG", { type: "image/png", size: 2_000 }, null],
    ["a JPEG of exactly 10 MB", { type: "image/jpeg", size: CROPPER_MAX_UPLOAD_BYTES }, null],
    ["a WebP", { type: "image/webp", size: 1 }, null],
    ["a GIF", { type: "image/gif", size: 2_000 }, cropper.wrongType],
    ["a PDF named like an image", { type: "application/pdf", size: 2_000 }, cropper.wrongType],
    ["an empty PNG", { type: "image/png", size: 0 }, cropper.emptyFile],
    ["a PNG one byte over 10 MB", { type: "image/png", size: CROPPER_MAX_UPLOAD_BYTES + 1 }, cropper.tooLarge],
    ["an empty file of the wrong type", { type: "", size: 0 }, cropper.wrongType],
  ])("%s", (_name, file, expected) => {
    expect(cropperUploadProblem(file)).toBe(expected);
  });
});
