"use client";

import { useState } from "react";
import { HeartIcon } from "lucide-react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { productMessages } from "@/content/messages/en/product";
import { cn } from "@/lib/utils";

/** Local only: the specification keeps the wishlist unsaved, so the toggle lives and dies with the page. */
export function WishlistToggle() {
  const [saved, setSaved] = useState(false);
  const messages = productMessages.wishlist;

  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      className="size-11"
      aria-label={messages.add}
      aria-pressed={saved}
      onClick={() => {
        const next = !saved;
        setSaved(next);
        toast.success(next ? messages.added : messages.removed);
      }}
    >
      <HeartIcon aria-hidden className={cn("size-5", saved && "fill-destructive text-destructive")} />
    </Button>
  );
}
