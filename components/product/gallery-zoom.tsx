"use client";

import Image from "next/image";

import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { productMessages } from "@/content/messages/en/product";

/**
 * Radix Dialog traps focus, closes on Escape and hands focus back to the picture that opened it.
 * The full-size view shows the original file: it is already a small 1200px WebP, and on-demand
 * re-encoding made the first zoom wait for seconds.
 */
export function GalleryZoom({ src, alt, title, counter, children }: { src: string; alt: string; title: string; counter: string; children: React.ReactNode }) {
  return (
    <Dialog>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent closeLabel={productMessages.gallery.closeZoom} className="w-[min(92vw,88dvh)] max-w-none p-3 sm:max-w-none">
        <DialogTitle className="sr-only">{title}</DialogTitle>
        <DialogDescription className="sr-only">{counter}</DialogDescription>
        <Image src={src} alt={alt} width={1200} height={1200} unoptimized className="h-auto w-full rounded-md" />
      </DialogContent>
    </Dialog>
  );
}
