import type { ReactNode } from "react";

/**
 * On a phone, the price and Add to Cart sit below the first screen and scroll away with the page: this bar keeps them
 * at the bottom of the screen whenever the main buy row (`.buy-row`) is out of view, and steps aside while it is in
 * view. The stepping aside is CSS alone (a scroll-driven animation on the row's view timeline, app/globals.css), so
 * it costs no JavaScript; a browser without scroll timelines, like one without JavaScript, keeps the bar, whose Add
 * to Cart posts the same form. Hidden with `visibility`, not only moved: out of the tab order and the accessibility
 * tree while the main row shows. Its height is kept free at the foot of the page, so it never covers the footer.
 */
export function StickyBuyBar({
  label,
  name,
  price,
  children,
}: {
  /** The region's name for assistive technology, e.g. "Quick buy: Matcha Clay Mask". */
  label: string;
  name: string;
  price: ReactNode;
  /** The Add to Cart button. */
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      className="sticky-buy-bar bg-background/95 fixed inset-x-0 bottom-0 z-40 border-t px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur md:hidden"
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
