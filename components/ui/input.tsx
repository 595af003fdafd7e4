import * as React from "react";

import { cn } from "@/lib/utils";

/** Addresses, phone numbers and links read left to right even on Arabic pages, so these fields keep `dir="ltr"`. */
const leftToRightTypes = new Set(["email", "tel", "url"]);

function Input({ className, type, dir, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      dir={dir ?? (type && leftToRightTypes.has(type) ? "ltr" : undefined)}
      data-slot="input"
      className={cn(
        "placeholder:text-muted-foreground border-input flex h-9 w-full min-w-0 rounded-md border bg-transparent px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
        "focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px]",
        "aria-invalid:ring-destructive/20 aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}

export { Input };
