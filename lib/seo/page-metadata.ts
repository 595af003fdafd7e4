import type { Metadata } from "next";

import { brand } from "@/content/brand";

type PageMetadataInput = {
  title: string;
  description: string;
  /** Site-relative path, e.g. "/about"; the root layout's metadataBase makes it absolute. */
  path: string;
  /** The home page shows its full title instead of the "%s | Matcha Glow" template. */
  absoluteTitle?: boolean;
  robots?: Metadata["robots"];
  image?: string;
  imageAlt?: string;
};

export function pageMetadata({ title, description, path, absoluteTitle, robots, image, imageAlt }: PageMetadataInput): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${brand.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      siteName: brand.name,
      locale: "en_AE",
      type: "website",
      ...(image ? { images: [{ url: image, alt: imageAlt ?? title }] } : {}),
    },
    twitter: { card: image ? "summary_large_image" : "summary", title: fullTitle, description, ...(image ? { images: [image] } : {}) },
    ...(robots ? { robots } : {}),
  };
}
