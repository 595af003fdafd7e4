import localFont from "next/font/local";

// Self-hosted: the build and the shop fetch nothing from outside. Every face is its package's variable face limited
// to the weights the shop sets, 400 to 700 (scripts/fonts/build-faces.sh), and says so, so the browser picks each
// weight from the face's own axis.

/** Body text, every page: 34 KB instead of the package's 48 KB. */
export const inter = localFont({
  src: "../assets/fonts/inter-latin-400-700.woff2",
  variable: "--font-inter",
  weight: "400 700",
  display: "swap",
});

/** Headings, every page: 36 KB instead of 38 KB. */
export const playfair = localFont({
  src: "../assets/fonts/playfair-display-latin-400-700.woff2",
  variable: "--font-playfair",
  weight: "400 700",
  display: "swap",
});

/**
 * The Arabic face. Its CSS variable is set only on Arabic documents (app/[locale]/layout.tsx), so English pages never
 * reference the family and never download it. It is not preloaded because one layout file serves both locales and a
 * preload would go out on English pages too; the unicode range keeps Latin text on Inter, and next/font's fallback
 * (Arial, size-adjusted to this face's metrics) keeps the swap from shifting the layout.
 */
export const notoSansArabic = localFont({
  // Noto Sans Arabic limited to the Arabic block: 38 KB instead of the package's 166 KB. It loads beside the largest
  // image of every Arabic page.
  src: "../assets/fonts/noto-sans-arabic-400-700.woff2",
  variable: "--font-arabic",
  weight: "400 700",
  display: "swap",
  preload: false,
  adjustFontFallback: "Arial",
  fallback: ["Tahoma", "Arial", "sans-serif"],
  declarations: [
    {
      prop: "unicode-range",
      // What the face holds (scripts/fonts/build-faces.sh); anything else falls back to the system's Arabic face.
      value: "U+0600-06FF,U+200C-200D",
    },
  ],
});
