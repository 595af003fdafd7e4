"use client";

import { useEffect, useId, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { imageToolsMessages } from "@/content/messages/en/image-tools";
import { cropHeroImageToPng, loadImage, type CroppedImage } from "@/lib/images/crop-in-browser";
import { CROPPER_MAX_PIXELS, CROPPER_UPLOAD_TYPES, cropperUploadProblem } from "@/lib/validations/image-upload";

import { CropPreview } from "./crop-preview";

const { cropper } = imageToolsMessages;

type Source = { kind: "hero" } | { kind: "upload"; file: File };
type HeroImage = { src: string; alt: string; fileName: string };
export type CropResult = CroppedImage & { url: string; fileName: string };

const baseName = (fileName: string) => fileName.replace(/\.[^.]+$/, "") || "image";

/** Picks the hero image or an upload, crops it in the browser and hands the PNG to the preview. */
export function ImageCropper({ heroImage }: { heroImage: HeroImage }) {
  const [source, setSource] = useState<Source>({ kind: "hero" });
  // The crop of which source: while it is not the current source, the preview is busy.
  const [outcome, setOutcome] = useState<{ source: Source; result: CropResult | null; error: string | null } | null>(
    null,
  );
  const [pickError, setPickError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadId = useId();
  const busy = outcome?.source !== source;
  const result = busy ? null : (outcome?.result ?? null);
  const error = pickError ?? (busy ? null : (outcome?.error ?? null));

  useEffect(() => {
    let cancelled = false;
    const src = source.kind === "hero" ? heroImage.src : URL.createObjectURL(source.file);
    const name = source.kind === "hero" ? heroImage.fileName : baseName(source.file.name);
    let made: string | null = null;
    (async () => {
      try {
        const image = await loadImage(src);
        if (image.naturalWidth * image.naturalHeight > CROPPER_MAX_PIXELS) throw new RangeError(cropper.tooManyPixels);
        const cropped = await cropHeroImageToPng(image);
        if (cancelled) return;
        made = URL.createObjectURL(cropped.blob);
        setOutcome({ source, result: { ...cropped, url: made, fileName: `${name}-cropped.png` }, error: null });
      } catch (problem) {
        if (cancelled) return;
        const tooLarge = problem instanceof RangeError && problem.message === cropper.tooManyPixels;
        setOutcome({ source, result: null, error: tooLarge ? cropper.tooManyPixels : cropper.unreadable });
      }
    })();
    return () => {
      cancelled = true;
      if (source.kind === "upload") URL.revokeObjectURL(src);
      if (made) URL.revokeObjectURL(made);
    };
  }, [source, heroImage]);

  function pickFile(file: File | undefined) {
    if (!file) return;
    const problem = cropperUploadProblem(file);
    setPickError(problem);
    if (problem) {
      if (fileInput.current) fileInput.current.value = "";
      return;
    }
    setSource({ kind: "upload", file });
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <section aria-labelledby="crop-source-heading" className="space-y-4">
        <h2 id="crop-source-heading" className="text-lg font-semibold">
          {cropper.sourceTitle}
        </h2>
        <Button
          type="button"
          variant={source.kind === "hero" ? "default" : "outline"}
          aria-pressed={source.kind === "hero"}
          onClick={() => {
            setPickError(null);
            if (fileInput.current) fileInput.current.value = "";
            setSource({ kind: "hero" });
          }}
        >
          {cropper.heroOption}
        </Button>
        <div className="space-y-2">
          <label htmlFor={uploadId} className="block text-sm font-medium">
            {cropper.uploadLabel}
          </label>
          <input
            ref={fileInput}
            id={uploadId}
            type="file"
            accept={CROPPER_UPLOAD_TYPES.join(",")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${uploadId}-error` : undefined}
            onChange={(event) => pickFile(event.target.files?.[0])}
            className="file:bg-secondary block w-full text-sm file:me-3 file:rounded-md file:border file:px-3 file:py-1.5 file:font-medium"
          />
          {error ? (
            <p id={`${uploadId}-error`} role="alert" className="text-destructive text-sm font-medium">
              {error}
            </p>
          ) : null}
        </div>
      </section>
      <CropPreview busy={busy} result={result} />
    </div>
  );
}
