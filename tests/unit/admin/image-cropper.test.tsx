/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { existsSync } from "node:fs";
import path from "node:path";
import { toast } from "sonner";

import { ImageCropper } from "@/components/admin/image-cropper/image-cropper";
import { heroImage } from "@/content/hero-image";
import { heroCropRect } from "@/lib/images/crop-geometry";
import { cropHeroImageToPng, loadImage } from "@/lib/images/crop-in-browser";

// jsdom has no canvas and cannot decode images: the canvas step is replaced by the pure geometry it wraps
// (the real canvas crop runs in tests/e2e/admin-image-tools.spec.ts).
jest.mock("@/lib/images/crop-in-browser", () => ({ loadImage: jest.fn(), cropHeroImageToPng: jest.fn() }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const sizes = new Map<string, { width: number; height: number }>();
const load = jest.mocked(loadImage);
const crop = jest.mocked(cropHeroImageToPng);
let objectUrls = 0;

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => `blob:test/${(objectUrls += 1)}`, revokeObjectURL: () => undefined });
});
beforeEach(() => {
  jest.clearAllMocks();
  sizes.clear();
  sizes.set(heroImage.src, { width: 1600, height: 900 });
  load.mockImplementation(async (src) => {
    const size = sizes.get(src) ?? { width: 1200, height: 1000 };
    return { naturalWidth: size.width, naturalHeight: size.height } as HTMLImageElement;
  });
  crop.mockImplementation(async (image) => {
    const rect = heroCropRect(image.naturalWidth, image.naturalHeight);
    return {
      blob: new Blob(["png"], { type: "image/png" }),
      original: { width: image.naturalWidth, height: image.naturalHeight },
      ...rect,
    };
  });
});

const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

describe("ImageCropper", () => {
  test("the hero image is in public/ and cropped straight away: 1600 × 900 becomes 1600 × 765", async () => {
    expect(existsSync(path.join(process.cwd(), "public", heroImage.src))).toBe(true);
    render(<ImageCropper heroImage={heroImage} />);

    expect(
      await screen.findByText("Cropped: 1600 × 765 px (90 px removed from the top, 45 px from the bottom)"),
    ).toBeInTheDocument();
    expect(screen.getByText("Original: 1600 × 900 px")).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith("/images/hero.webp");
    expect(screen.getByRole("img", { name: "Cropped image preview" })).toHaveAttribute("height", "765");
  });

  test("Download PNG saves '<name>-cropped.png' and says 'Image downloaded!'", async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render(<ImageCropper heroImage={heroImage} />);
    await user.click(await screen.findByRole("button", { name: "Download PNG" }));

    expect(saved).toEqual(["hero-cropped.png"]);
    expect(toast.success).toHaveBeenCalledWith("Image downloaded!");
  });

  test.each([
    ["a GIF", file("anim.gif", "image/gif", 100), "Please choose a PNG, JPEG or WebP image"],
    ["an SVG", file("logo.svg", "image/svg+xml", 100), "Please choose a PNG, JPEG or WebP image"],
    [
      "a PNG over 10 MB",
      file("huge.png", "image/png", 10 * 1024 * 1024 + 1),
      "Please choose an image of 10 MB or less",
    ],
    ["an empty file", file("empty.png", "image/png", 0), "That file is empty. Please choose another image"],
  ])("refuses %s with a clear message and keeps the current crop", async (_label, upload, message) => {
    const user = userEvent.setup({ applyAccept: false });
    render(<ImageCropper heroImage={heroImage} />);
    await screen.findByText(/^Cropped: 1600 × 765 px/);
    await user.upload(screen.getByLabelText(/Or upload an image/), upload);

    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(crop).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/^Cropped: 1600 × 765 px/)).toBeInTheDocument();
  });

  test("crops an uploaded JPEG and names the download after it", async () => {
    const user = userEvent.setup();
    jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    render(<ImageCropper heroImage={heroImage} />);
    await screen.findByText(/^Cropped: 1600 × 765 px/);
    await user.upload(screen.getByLabelText(/Or upload an image/), file("serum.jpg", "image/jpeg", 2048));

    expect(
      await screen.findByText("Cropped: 1200 × 850 px (100 px removed from the top, 50 px from the bottom)"),
    ).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  test("an image that cannot be decoded says so", async () => {
    load.mockRejectedValue(new Error("decode failed"));
    render(<ImageCropper heroImage={heroImage} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "That image could not be read. Please choose another file",
    );
  });
});
