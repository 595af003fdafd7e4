"use client";

import { useState } from "react";
import type { StaticImageAttributes } from "@/components/media/static-image";
import { ChevronLeftIcon, ChevronRightIcon, ZoomInIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { productTexts } from "@/content/messages/client/product";
import { GalleryThumbnails } from "./gallery-thumbnails";
import { useLocale } from "@/components/i18n/locale-provider";
import { GalleryZoom } from "./gallery-zoom";
import { useTexts } from "@/lib/i18n/client-texts";

/** A gallery picture: its file and the <img> attributes of its main and thumbnail views (built on the server). */
export type GalleryPicture = { src: string; main: StaticImageAttributes; thumbnail: StaticImageAttributes };

/** Previous/next wrap around, thumbnails jump, the main picture opens full size. */
export function ProductGalleryView({ pictures, name }: { pictures: GalleryPicture[]; name: string }) {
  const locale = useLocale();
  const productMessages = useTexts(productTexts, locale);
  const messages = productMessages.gallery;
  const [index, setIndex] = useState(0);
  const total = pictures.length;
  const current = pictures[index] ?? pictures[0];
  if (!current) return null;

  const position = index + 1;
  const alt = messages.imageAlt(name, position, total);
  const go = (step: number) => setIndex((value) => (value + step + total) % total);

  return (
    <section aria-label={messages.label(name)} className="flex flex-col gap-4">
      <div className="bg-muted relative aspect-square overflow-hidden rounded-xl border">
        <GalleryZoom
          src={current.src}
          alt={alt}
          title={messages.zoomTitle(name)}
          counter={messages.counter(position, total)}
        >
          <button
            type="button"
            aria-label={messages.zoom}
            className="group focus-visible:outline-ring absolute inset-0 cursor-zoom-in focus-visible:outline-2"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, built on the server */}
            <img key={current.src} {...current.main} alt={alt} />
            <ZoomInIcon
              aria-hidden
              className="bg-background/85 text-foreground absolute end-3 top-3 size-9 rounded-full p-2 opacity-80 group-hover:opacity-100"
            />
          </button>
        </GalleryZoom>
        {total > 1 ? (
          <>
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={messages.previous}
              onClick={() => go(-1)}
              className="bg-background/90 absolute start-3 top-1/2 size-11 -translate-y-1/2 rounded-full md:size-9"
            >
              <ChevronLeftIcon aria-hidden className="rtl:rotate-180" />
            </Button>
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={messages.next}
              onClick={() => go(1)}
              className="bg-background/90 absolute end-3 top-1/2 size-11 -translate-y-1/2 rounded-full md:size-9"
            >
              <ChevronRightIcon aria-hidden className="rtl:rotate-180" />
            </Button>
          </>
        ) : null}
        <p
          aria-live="polite"
          aria-atomic="true"
          className="bg-background/90 absolute end-3 bottom-3 rounded-full px-3 py-1 text-sm font-medium tabular-nums"
        >
          {messages.counter(position, total)}
        </p>
      </div>
      {total > 1 ? <GalleryThumbnails pictures={pictures} current={index} onSelect={setIndex} /> : null}
    </section>
  );
}
