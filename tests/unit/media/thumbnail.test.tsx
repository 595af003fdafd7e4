/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { getImageProps } from "next/image";

import { Thumbnail } from "@/components/media/thumbnail";

const attributesOf = (element: Element) =>
  Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));

function nextImageMarkup(src: string, size: number, className?: string) {
  const { props } = getImageProps({
    src,
    width: size,
    height: size,
    alt: "",
    className,
    unoptimized: !src.startsWith("/"),
  });
  // eslint-disable-next-line @next/next/no-img-element -- the reference markup next/image produces
  return render(<img {...props} alt="" />).container.querySelector("img")!;
}

describe("Thumbnail", () => {
  // 56: order summaries; 96: cart lines; the rest guard the width table at its edges.
  test.each([24, 56, 96, 100, 300, 2000])("a %i px local image has next/image's sources and attributes", (size) => {
    const src = "/images/products/matcha-clay-mask.png";
    const ours = render(<Thumbnail src={src} size={size} className="size-14 rounded-md" />).container.querySelector(
      "img",
    )!;
    expect(attributesOf(ours)).toEqual(attributesOf(nextImageMarkup(src, size, "size-14 rounded-md")));
  });

  test("a remote image passes through unoptimised, as next/image leaves it", () => {
    const src = "https://cdn.shopify.com/s/files/1/mask.png?v=1";
    const ours = render(<Thumbnail src={src} size={56} />).container.querySelector("img")!;
    expect(attributesOf(ours)).toEqual(attributesOf(nextImageMarkup(src, 56)));
    expect(ours.getAttribute("srcset")).toBeNull();
  });
});
