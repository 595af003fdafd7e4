import localFont from "next/font/local";

// Self-hosted: the build and the shop fetch nothing from outside.
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "swap",
});

export const playfair = localFont({
  src: "../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2",
  variable: "--font-playfair",
  display: "swap",
});

/**
 * The Arabic face. Its CSS variable is set only on Arabic documents (app/[locale]/layout.tsx), so English pages never
 * reference the family and never download it. It is not preloaded because one layout file serves both locales and a
 * preload would go out on English pages too; the unicode range keeps Latin text on Inter, and next/font's fallback
 * (Arial, size-adjusted to this face's metrics) keeps the swap from shifting the layout.
 */
export const notoSansArabic = localFont({
  // Noto Sans Arabic limited to the weights the shop sets (400 to 700): 90 KB instead of the package's 166 KB
  // (scripts/fonts/instance-arabic-face.sh). It loads beside the largest image of every Arabic page.
  src: "../assets/fonts/noto-sans-arabic-wght-400-700.woff2",
  variable: "--font-arabic",
  weight: "400 700",
  display: "swap",
  preload: false,
  adjustFontFallback: "Arial",
  fallback: ["Tahoma", "Arial", "sans-serif"],
  declarations: [
    {
      prop: "unicode-range",
      value: "U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC",
    },
  ],
});
