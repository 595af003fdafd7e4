"use client";

import { Download } from "lucide-react";
import { notify } from "@/components/toast/notify";

import { Button } from "@/components/ui/button";
import { imageToolsMessages } from "@/content/messages/en/image-tools";
import { downloadFile } from "@/lib/images/download-file";

import type { CropResult } from "./image-cropper";

const { cropper } = imageToolsMessages;

export function CropPreview({ busy, result }: { busy: boolean; result: CropResult | null }) {
  return (
    <section aria-labelledby="crop-preview-heading" aria-busy={busy} className="space-y-4 rounded-lg border p-4">
      <h2 id="crop-preview-heading" className="text-lg font-semibold">
        {cropper.previewTitle}
      </h2>
      <p role="status" aria-live="polite" className="text-muted-foreground text-sm">
        {busy
          ? cropper.loading
          : result
            ? cropper.croppedSize(result.width, result.height, result.removedTop, result.removedBottom)
            : ""}
      </p>
      {result ? (
        <>
          <p className="text-muted-foreground text-sm">
            {cropper.originalSize(result.original.width, result.original.height)}
          </p>
          {/* An object URL of a PNG made in this tab: next/image cannot optimise it. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={result.url}
            width={result.width}
            height={result.height}
            alt={cropper.previewAlt}
            className="h-auto w-full rounded-md border"
          />
          <Button
            type="button"
            onClick={() => {
              downloadFile(result.url, result.fileName);
              notify.success(cropper.downloaded);
            }}
          >
            <Download aria-hidden />
            {cropper.download}
          </Button>
        </>
      ) : null}
    </section>
  );
}
