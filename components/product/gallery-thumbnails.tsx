"use client";

import Image from "next/image";

import { productMessages } from "@/content/messages/en/product";
import { cn } from "@/lib/utils";

export function GalleryThumbnails({ images, current, onSelect }: { images: string[]; current: number; onSelect: (index: number) => void }) {
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
              "relative block size-20 overflow-hidden rounded-lg border-2 border-transparent bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              index === current ? "border-primary" : "opacity-75 hover:opacity-100",
            )}
          >
            <Image src={src} alt="" fill sizes="80px" className="object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}
