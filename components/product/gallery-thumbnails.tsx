"use client";

import { StaticImage } from "@/components/media/static-image";

import { productTexts } from "@/content/messages/client/product";
import { useLocale } from "@/components/i18n/locale-provider";
import { cn } from "@/lib/utils";
import { useTexts } from "@/lib/i18n/client-texts";

export function GalleryThumbnails({
  images,
  current,
  onSelect,
}: {
  images: string[];
  current: number;
  onSelect: (index: number) => void;
}) {
  const locale = useLocale();
  const productMessages = useTexts(productTexts, locale);
  return (
    <ul className="flex gap-3">
      {images.map((src, index) => (
        <li key={src}>
          <button
            type="button"
            aria-label={productMessages.gallery.thumbnail(index + 1, images.length)}
            aria-current={index === current ? "true" : undefined}
            onClick={() => onSelect(index)}
            className={cn(
              "bg-muted focus-visible:outline-ring relative block size-20 overflow-hidden rounded-lg border-2 border-transparent focus-visible:outline-2 focus-visible:outline-offset-2",
              index === current ? "border-primary" : "opacity-75 hover:opacity-100",
            )}
          >
            <StaticImage src={src} alt="" fill sizes="80px" className="object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}
