import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

type StaticImageProps = Omit<ImageProps, "onLoad" | "onError" | "onLoadingComplete" | "placeholder" | "priority">;

/**
 * next/image's markup (optimised srcset, sizes, lazy loading, fill styles) as a plain <img>. An image that only needs
 * showing then costs no client JavaScript: next/image's component is a client component of about 6.5 KB gzipped that
 * every page rendering one ships. `preload` adds the same <link rel="preload"> next/image adds.
 */
export function StaticImage({ preload = false, ...props }: StaticImageProps) {
  const { props: img } = getImageProps({ ...props, preload });
  if (preload) {
    preloadResource(img.src, {
      as: "image",
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: props.fetchPriority ?? "high",
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- the optimised sources come from getImageProps above
  return <img {...img} alt={props.alt} />;
}
