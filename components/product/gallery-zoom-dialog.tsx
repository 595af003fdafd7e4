"use client";

import type { RefObject } from "react";
import Image from "next/image";

import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useLocale } from "@/components/i18n/locale-provider";
import { productTexts } from "@/content/messages/client/product";
import { useTexts } from "@/lib/i18n/client-texts";

type GalleryZoomDialogProps = {
  src: string;
  alt: string;
  title: string;
  counter: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * Radix Dialog traps focus and closes on Escape; the picture that opened it is not its own trigger (the dialog loads
 * on demand), so focus is handed back to it by hand. The full-size view shows the original file: it is already a
 * small 1200px WebP, and on-demand re-encoding made the first zoom wait for seconds.
 */
export function GalleryZoomDialog({
  src,
  alt,
  title,
  counter,
  open,
  onOpenChange,
  returnFocusTo,
}: GalleryZoomDialogProps) {
  const locale = useLocale();
  const productMessages = useTexts(productTexts, locale);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={productMessages.gallery.closeZoom}
        className="w-[min(92vw,88dvh)] max-w-none p-3 sm:max-w-none"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle className="sr-only">{title}</DialogTitle>
        <DialogDescription className="sr-only">{counter}</DialogDescription>
        <Image src={src} alt={alt} width={1200} height={1200} unoptimized className="h-auto w-full rounded-md" />
      </DialogContent>
    </Dialog>
  );
}
