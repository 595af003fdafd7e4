import { cloneElement, isValidElement, type ReactNode, type Ref, type RefCallback } from "react";

type SlotProps = Record<string, unknown> & { children?: ReactNode; ref?: Ref<unknown> };
type Handler = (...args: unknown[]) => unknown;

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}

function composeRefs<T>(first: Ref<T> | undefined, second: Ref<T> | undefined): Ref<T> | undefined {
  if (!first || !second) return first ?? second;
  const composed: RefCallback<T> = (node) => {
    assignRef(first, node);
    assignRef(second, node);
  };
  return composed;
}

/** The child's props win, except that handlers run both (the child's first), styles merge and class names join. */
function mergeProps(slotProps: Record<string, unknown>, childProps: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const name of Object.keys(childProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[name] = (...args: unknown[]) => {
        const result = (childValue as Handler)(...args);
        (slotValue as Handler)(...args);
        return result;
      };
    } else if (name === "style") {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === "className" || name === "aria-describedby") {
      merged[name] = [slotValue, childValue].filter(Boolean).join(" ");
    }
  }
  return merged;
}

/**
 * `asChild` for Button and Badge: renders its one child element with the slot's props merged in, as Radix's Slot does
 * (same merge rules), without Radix's support for `Slottable` and lazy children, which the shop never uses. Radix Slot
 * and its ref helpers were about 1.2 KB of JavaScript on every page, through the Button in the layout.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  if (!isValidElement<Record<string, unknown> & { ref?: Ref<unknown> }>(children)) return children ?? null;
  const childProps = children.props;
  return cloneElement(children, { ...mergeProps(slotProps, childProps), ref: composeRefs(ref, childProps.ref) });
}
