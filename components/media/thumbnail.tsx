/**
 * The widths next/image's default loader serves (`imageSizes` then `deviceSizes` of Next's default image config; the
 * shop's next.config.ts changes neither). tests/unit/media/thumbnail.test.tsx holds this markup equal to
 * `getImageProps` for every size the shop uses, so a config change there fails the test instead of the page.
 */
const servedWidths = [32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const QUALITY = 75;

const servedWidth = (wanted: number) =>
  servedWidths.find((width) => width >= wanted) ?? servedWidths[servedWidths.length - 1]!;
const optimised = (src: string, width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;

type ThumbnailProps = { src: string; size: number; className?: string };

/**
 * A small square product image (cart lines, order summaries) with next/image's optimised 1x/2x sources, as a plain
 * <img>. Client views render these too, and `getImageProps` costs them about 2.4 KB of JavaScript for two URLs.
 * Remote images (Shopify's CDN) are already sized by their host and pass through unchanged.
 */
export function Thumbnail({ src, size, className }: ThumbnailProps) {
  const sources = src.startsWith("/")
    ? {
        srcSet: `${optimised(src, servedWidth(size))} 1x, ${optimised(src, servedWidth(size * 2))} 2x`,
        src: optimised(src, servedWidth(size * 2)),
      }
    : { src };
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the optimised sources are built above, as next/image builds them
    <img
      alt=""
      loading="lazy"
      width={size}
      height={size}
      decoding="async"
      className={className}
      style={{ color: "transparent" }}
      {...sources}
    />
  );
}
