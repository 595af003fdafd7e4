"use client";

import { useEffect, useState, type ReactNode, type RefObject } from "react";

/**
 * On a phone, the price and Add to Cart sit below the first screen and scroll away with the page: this bar keeps them
 * at the bottom of the screen whenever the main buy row (`watched`) is out of view, and steps aside while it is in
 * view. Before JavaScript it simply stays, and its Add to Cart posts the same form. Its height is kept free at the
 * foot of the page (body:has(.sticky-buy-bar) in app/globals.css), so it never covers the footer's last line.
 * Hidden with `invisible`, not only moved: out of the tab order and the accessibility tree while the main row shows.
 */
export function StickyBuyBar({
  watched,
  label,
  name,
  price,
  children,
}: {
  watched: RefObject<HTMLElement | null>;
  /** The region's name for assistive technology, e.g. "Quick buy: Matcha Clay Mask". */
  label: string;
  name: string;
  price: ReactNode;
  /** The Add to Cart button. */
  children: ReactNode;
}) {
  const [mainInView, setMainInView] = useState(false);

  useEffect(() => {
    const target = watched.current;
    // A browser without IntersectionObserver keeps the bar, as before JavaScript.
    if (!target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setMainInView(entry?.isIntersecting ?? false));
    observer.observe(target);
    return () => observer.disconnect();
  }, [watched]);

  return (
    <section
      aria-label={label}
      data-main-in-view={mainInView}
      className="sticky-buy-bar bg-background/95 fixed inset-x-0 bottom-0 z-40 border-t px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur transition-[translate,visibility] duration-200 data-[main-in-view=true]:invisible data-[main-in-view=true]:translate-y-full md:hidden"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{name}</p>
          <p className="text-primary text-lg font-semibold">{price}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
