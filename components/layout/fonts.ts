import localFont from "next/font/local";

// Self-hosted: the build and the shop fetch nothing from outside. Every face is its package's variable face limited
// to the weights the shop sets, 400 to 700 (scripts/fonts/build-faces.sh), and says so, so the browser picks each
// weight from the face's own axis. Every face also declares the characters it holds (fontsource's Latin range for
// the Latin faces): Arabic text then goes straight to the Arabic face, instead of waiting for Inter or Playfair to
// arrive to learn they lack it and laying the page out again when they do. (next/font takes literal options only,
// hence the range written twice; tests/unit/fonts/faces.test.ts compares both with fontsource's.)

/** Body text, every page: 34 KB instead of the package's 48 KB. */
export const inter = localFont({
  src: "../../assets/fonts/inter-latin-400-700.woff2",
  variable: "--font-inter",
  weight: "400 700",
  display: "swap",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    },
  ],
});

/** Headings, every page: 36 KB instead of 38 KB. */
export const playfair = localFont({
  src: "../../assets/fonts/playfair-display-latin-400-700.woff2",
  variable: "--font-playfair",
  weight: "400 700",
  display: "swap",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    },
  ],
});

/**
 * The Arabic face. Its CSS variable is set only on Arabic documents (app/[locale]/layout.tsx), so English pages never
 * reference the family and never download it. It is not preloaded because one layout file serves both locales and a
 * preload would go out on English pages too; the unicode range keeps Latin text on Inter.
 */
export const notoSansArabic = localFont({
  // Noto Sans Arabic limited to the Arabic block: 38 KB instead of the package's 166 KB. It loads beside the largest
  // image of every Arabic page.
  src: "../../assets/fonts/noto-sans-arabic-400-700.woff2",
  variable: "--font-arabic",
  weight: "400 700",
  // Used when it is ready for the first paint (from the cache, or on a fast connection) and otherwise not on that
  // page, which keeps the system's Arabic sans-serif rather than laying every Arabic line out again when the face
  // arrives: on the mobile preset that second layout was one of an Arabic page's longest tasks. The next page has it.
  display: "optional",
  preload: false,
  // Straight to the system's own sans-serif while the face loads (Noto on Android, Geeza Pro on Apple, Segoe UI on
  // Windows). Named fallbacks cost a font lookup each, per size, where they are missing: an Arabic page's first
  // layout spent 25 ms on Tahoma, Arial and a size-adjusted local(Arial) in Chromium on Linux.
  adjustFontFallback: false,
  fallback: ["sans-serif"],
  declarations: [
    {
      prop: "unicode-range",
      // What the face holds (scripts/fonts/build-faces.sh); anything else falls back to the system's Arabic face.
      value: "U+0600-06FF,U+200C-200D",
    },
  ],
});
