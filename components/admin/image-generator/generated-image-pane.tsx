"use client";

import { Download } from "lucide-react";
import { notify } from "@/components/toast/notify";

import { Button } from "@/components/ui/button";
import { imageToolsMessages } from "@/content/messages/en/image-tools";
import type { GeneratedImage } from "@/lib/images/generated-image";
import { downloadFile } from "@/lib/images/download-file";

import { GenerationProgress } from "./generation-progress";

const { generator, generation } = imageToolsMessages;

/** The last image generated, if the last answer was one. */
type GeneratedImagePaneProps = { pending: boolean; generated: GeneratedImage | undefined };

export function GeneratedImagePane({ pending, generated }: GeneratedImagePaneProps) {
  return (
    <section aria-labelledby="generated-image-heading" className="rounded-lg border p-4">
      <h2 id="generated-image-heading" className="text-lg font-semibold">
        {generator.resultTitle}
      </h2>
      <div className="mt-4">
        {pending ? (
          <GenerationProgress />
        ) : generated ? (
          <GeneratedImageFigure {...generated} />
        ) : (
          <p className="text-muted-foreground">{generator.resultEmpty}</p>
        )}
      </div>
    </section>
  );
}

function GeneratedImageFigure({ prompt, image, saved }: GeneratedImage) {
  return (
    <figure className="space-y-4">
      {/* A data URL made on request: there is nothing for next/image to optimise or cache. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={image.dataUrl} alt={generator.resultAlt(prompt)} className="w-full rounded-md border" />
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
  );
}
