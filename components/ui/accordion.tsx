import * as React from "react";
import { ChevronDownIcon } from "lucide-react";

import { cn } from "@/lib/utils";

// shadcn's accordion API on native `<details name>`: items sharing a name open one at a time, in the browser itself,
// so every panel is in the HTML, works without JavaScript (for shoppers and for crawlers that do not run scripts)
// and ships no script. The browser gives the summary its keyboard (Enter, Space) and its expanded state.

function Accordion({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="accordion" className={className} {...props} />;
}

type AccordionItemProps = React.ComponentProps<"details"> & {
  /** Items with the same name form one single-open group. */
  name: string;
};

function AccordionItem({ className, ...props }: AccordionItemProps) {
  return <details data-slot="accordion-item" className={cn("group border-b last:border-b-0", className)} {...props} />;
}

function AccordionTrigger({ className, children, ...props }: React.ComponentProps<"summary">) {
  return (
    <summary
      data-slot="accordion-trigger"
      className={cn(
        "focus-visible:border-ring focus-visible:ring-ring/50 flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-start text-sm font-medium transition-all outline-none hover:underline focus-visible:ring-[3px] [&::-webkit-details-marker]:hidden",
        className,
      )}
      {...props}
    >
      {/* Summary may hold a heading, so the page outline lists each question as before. */}
      <h3 className="font-[inherit] text-[length:inherit]">{children}</h3>
      <ChevronDownIcon
        aria-hidden
        className="text-muted-foreground pointer-events-none size-4 shrink-0 translate-y-0.5 transition-transform duration-200 group-open:rotate-180"
      />
    </summary>
  );
}

function AccordionContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="accordion-content" className={cn("pt-0 pb-4 text-sm", className)} {...props} />;
}

export { Accordion, AccordionItem, AccordionTrigger, AccordionContent };
