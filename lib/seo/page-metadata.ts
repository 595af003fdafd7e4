import type { Metadata } from "next";

/** Title, description, canonical address and an Open Graph card with one square image. */
export function buildPageMetadata({ title, description, path, image, imageAlt }: { title: string; description: string; path: string; image: string; imageAlt: string }): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      title,
      description,
      url: path,
      images: [{ url: image, width: 1200, height: 1200, alt: imageAlt }],
    },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}
