"use client";

import { useRef, useState } from "react";
import dynamic from "next/dynamic";
import { Slot } from "radix-ui";

// The dialog library is about 10 KB gzipped; it loads when a shopper first asks for the full-size picture.
const GalleryZoomDialog = dynamic(() => import("./gallery-zoom-dialog").then((module) => module.GalleryZoomDialog), {
  ssr: false,
});

/** Makes `children` (one button) open the full-size picture. */
export function GalleryZoom({
  src,
  alt,
  title,
  counter,
  children,
}: {
  src: string;
  alt: string;
  title: string;
  counter: string;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLElement>(null);
  return (
    <>
      <Slot.Root
        ref={trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {children}
      </Slot.Root>
      {requested ? (
        <GalleryZoomDialog
          src={src}
          alt={alt}
          title={title}
          counter={counter}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={trigger}
        />
      ) : null}
    </>
  );
}
