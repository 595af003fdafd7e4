/** The icons app/globals.css draws (`.css-icon-<name>`). */
export type CssIconName = "minus" | "plus" | "trash";

/** A decorative icon as one empty element, for icons repeated per item; its button or link carries the name. */
export function CssIcon({ name }: { name: CssIconName }) {
  return <span aria-hidden className={`css-icon css-icon-${name}`} />;
}
