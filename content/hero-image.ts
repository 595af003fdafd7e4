import { homeCopy } from "./copy/en/home";

/** The home page hero (components/home/hero-section.tsx draws the same file), offered first by the admin image cropper. */
export const heroImage = { src: "/images/hero.webp", alt: homeCopy.hero.imageAlt, fileName: "hero" } as const;
