import { staticImageAttributes } from "@/components/media/static-image";
import { ProductGalleryView, type GalleryPicture } from "./product-gallery-view";

/**
 * Product or bundle pictures. Every picture's optimised sources are worked out here, on the server, so the gallery's
 * browser code only swaps them (next/image's own code would cost the page about 3 KB of script).
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const pictures: GalleryPicture[] = images.map((src, index) => ({
    src,
    main: staticImageAttributes({
      src,
      alt: "",
      fill: true,
      preload: index === 0,
      fetchPriority: index === 0 ? "high" : undefined,
      sizes: "(min-width: 1024px) 50vw, 100vw",
      className: "object-cover",
    }),
    thumbnail: staticImageAttributes({ src, alt: "", fill: true, sizes: "80px", className: "object-cover" }),
  }));
  return <ProductGalleryView pictures={pictures} name={name} />;
}
