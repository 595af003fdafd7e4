"use client";

import * as React from "react";
import { ChevronDownIcon } from "lucide-react";

import { cn } from "@/lib/utils";

// The shadcn API and markup (data-slot, data-state, aria-expanded, a labelled region) without Radix's accordion,
// collapsible, presence and collection packages (about 7 KB gzipped on every page that has one): a single-open
// accordion needs one state and a few attributes. Arrow keys, Home and End move between triggers as in Radix.

type AccordionState = { openValue: string | null; toggle: (value: string) => void };
const AccordionContext = React.createContext<AccordionState | null>(null);
type ItemState = { value: string; open: boolean; triggerId: string; contentId: string };
const ItemContext = React.createContext<ItemState | null>(null);

function useRequired<T>(context: React.Context<T | null>, name: string): T {
  const value = React.use(context);
  if (!value) throw new Error(`${name} must be inside its accordion`);
  return value;
}

const focusKeys = new Set(["ArrowDown", "ArrowUp", "Home", "End"]);

function moveFocus(event: React.KeyboardEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  if (!focusKeys.has(event.key) || target.dataset.slot !== "accordion-trigger") return;
  const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("[data-slot=accordion-trigger]:not(:disabled)")];
  const index = triggers.indexOf(target as HTMLButtonElement);
  const next = { ArrowDown: index + 1, ArrowUp: index - 1 + triggers.length, Home: 0, End: triggers.length - 1 }[event.key] ?? index;
  event.preventDefault();
  triggers[next % triggers.length]?.focus();
}

type AccordionProps = Omit<React.ComponentProps<"div">, "defaultValue"> & {
  type: "single";
  /** Whether the open item closes when its trigger is pressed again. */
  collapsible?: boolean;
  defaultValue?: string;
};

function Accordion({ type, collapsible = false, defaultValue, onKeyDown, ...props }: AccordionProps) {
  const [openValue, setOpenValue] = React.useState<string | null>(defaultValue ?? null);
  const state = React.useMemo<AccordionState>(
    () => ({ openValue, toggle: (value) => setOpenValue((current) => (current !== value ? value : collapsible ? null : current)) }),
    [openValue, collapsible],
  );
  return (
    <AccordionContext value={state}>
      <div
        data-slot="accordion"
        data-type={type}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          moveFocus(event);
        }}
        {...props}
      />
    </AccordionContext>
  );
}

function AccordionItem({ className, value, ...props }: React.ComponentProps<"div"> & { value: string }) {
  const { openValue } = useRequired(AccordionContext, "AccordionItem");
  const id = React.useId();
  const open = openValue === value;
  const item = React.useMemo(() => ({ value, open, triggerId: `${id}-trigger`, contentId: `${id}-content` }), [value, open, id]);
  return (
    <ItemContext value={item}>
      <div data-slot="accordion-item" data-state={open ? "open" : "closed"} className={cn("border-b last:border-b-0", className)} {...props} />
    </ItemContext>
  );
}

function AccordionTrigger({ className, children, ...props }: React.ComponentProps<"button">) {
  const { toggle } = useRequired(AccordionContext, "AccordionTrigger");
  const { value, open, triggerId, contentId } = useRequired(ItemContext, "AccordionTrigger");
  return (
    <h3 className="flex">
      <button
        type="button"
        id={triggerId}
        aria-controls={contentId}
        aria-expanded={open}
        data-state={open ? "open" : "closed"}
        data-slot="accordion-trigger"
        onClick={() => toggle(value)}
        className={cn(
          "focus-visible:border-ring focus-visible:ring-ring/50 flex flex-1 items-start justify-between gap-4 rounded-md py-4 text-start text-sm font-medium transition-all outline-none hover:underline focus-visible:ring-[3px] disabled:pointer-events-none disabled:opacity-50 [&[data-state=open]>svg]:rotate-180",
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDownIcon aria-hidden className="text-muted-foreground pointer-events-none size-4 shrink-0 translate-y-0.5 transition-transform duration-200" />
      </button>
    </h3>
  );
}

function AccordionContent({ className, children, ...props }: React.ComponentProps<"div">) {
  const { open, triggerId, contentId } = useRequired(ItemContext, "AccordionContent");
  return (
    <div
      role="region"
      id={contentId}
      aria-labelledby={triggerId}
      hidden={!open}
      data-state={open ? "open" : "closed"}
      data-slot="accordion-content"
      className="overflow-hidden text-sm"
      {...props}
    >
      {/* Like Radix: a closed panel keeps its (hidden) region but not its content. */}
      {open ? <div className={cn("pt-0 pb-4", className)}>{children}</div> : null}
    </div>
  );
}

export { Accordion, AccordionItem, AccordionTrigger, AccordionContent };
