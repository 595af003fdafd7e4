"use client";

import { Download } from "lucide-react";
import { notify } from "@/components/toast/notify";

import { Button } from "@/components/ui/button";
import { imageToolsMessages } from "@/content/messages/en/image-tools";
import type { GenerateImageState } from "@/lib/images/generate-image-state";
import { downloadFile } from "@/lib/images/download-file";

import { GenerationProgress } from "./generation-progress";

const { generator, generation } = imageToolsMessages;

type GeneratedImagePaneProps = { pending: boolean; state: GenerateImageState };

export function GeneratedImagePane({ pending, state }: GeneratedImagePaneProps) {
  const { image, saved } = state;

  return (
    <section aria-labelledby="generated-image-heading" className="rounded-lg border p-4">
      <h2 id="generated-image-heading" className="text-lg font-semibold">
        {generator.resultTitle}
      </h2>
      <div className="mt-4">
        {pending ? (
          <GenerationProgress />
        ) : image ? (
          <figure className="space-y-4">
            {/* A data URL made on request: there is nothing for next/image to optimise or cache. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={image.dataUrl} alt={generator.resultAlt(state.prompt)} className="w-full rounded-md border" />
            <figcaption className="text-muted-foreground text-sm">
              {saved ? (
                <>
                  {generator.savedTo[saved.store]} <code className="break-all">{saved.key}</code>
                </>
              ) : (
                generator.notSaved
              )}
            </figcaption>
            <Button
              type="button"
              onClick={() => {
                downloadFile(image.dataUrl, image.fileName);
                notify.success(generation.downloaded);
              }}
            >
              <Download aria-hidden />
              {generator.download}
            </Button>
          </figure>
        ) : (
          <p className="text-muted-foreground">{generator.resultEmpty}</p>
        )}
      </div>
    </section>
  );
}
