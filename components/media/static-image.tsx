import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

type StaticImageProps = Omit<ImageProps, "onLoad" | "onError" | "onLoadingComplete" | "placeholder" | "priority">;

/** The attributes of next/image's <img>: plain data, so a server component can hand them to a client one. */
export type StaticImageAttributes = ReturnType<typeof getImageProps>["props"];

/**
 * next/image's markup (optimised srcset, sizes, lazy loading, fill styles) as a plain <img>. An image that only needs
 * showing then costs no client JavaScript: next/image's component is a client component of about 6.5 KB gzipped that
 * every page rendering one ships. `preload` adds the same <link rel="preload"> next/image adds.
 */
export function StaticImage(props: StaticImageProps) {
  const img = staticImageAttributes(props);
  // eslint-disable-next-line @next/next/no-img-element -- the optimised sources come from getImageProps
  return <img {...img} alt={props.alt} />;
}

/**
 * StaticImage's attributes, for a client component that swaps pictures (the product gallery): built on the server,
 * they keep next/image's code (about 3 KB gzipped) out of the browser. Call it while rendering: `preload` adds the
 * <link rel="preload"> to the page being rendered.
 */
export function staticImageAttributes({ preload = false, ...props }: StaticImageProps): StaticImageAttributes {
  const { props: img } = getImageProps({ ...props, preload });
  if (preload) {
    preloadResource(img.src, {
      as: "image",
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: props.fetchPriority ?? "high",
    });
  }
  return img;
}
