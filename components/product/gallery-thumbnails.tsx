"use client";

import { productTexts } from "@/content/messages/client/product";
import { useLocale } from "@/components/i18n/locale-provider";
import { cn } from "@/lib/utils";
import { useTexts } from "@/lib/i18n/client-texts";
import type { GalleryPicture } from "./product-gallery-view";

export function GalleryThumbnails({
  pictures,
  current,
  onSelect,
}: {
  pictures: GalleryPicture[];
  current: number;
  onSelect: (index: number) => void;
}) {
  const locale = useLocale();
  const productMessages = useTexts(productTexts, locale);
  return (
    <ul className="flex gap-3">
      {pictures.map((picture, index) => (
        <li key={picture.src}>
          <button
            type="button"
            aria-label={productMessages.gallery.thumbnail(index + 1, pictures.length)}
            aria-current={index === current ? "true" : undefined}
            onClick={() => onSelect(index)}
            className={cn(
              "bg-muted focus-visible:outline-ring relative block size-20 overflow-hidden rounded-lg border-2 border-transparent focus-visible:outline-2 focus-visible:outline-offset-2",
              index === current ? "border-primary" : "opacity-75 hover:opacity-100",
            )}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, built on the server */}
            <img {...picture.thumbnail} alt="" />
          </button>
        </li>
      ))}
    </ul>
  );
}
