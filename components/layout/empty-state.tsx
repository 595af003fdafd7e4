import { LocalizedLink as Link } from "@/components/i18n/localized-link";
import type { LucideIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

type EmptyStateProps = {
  title: string;
  text: string;
  /** The first is the main way on; the others are outlined. */
  actions: readonly { href: string; label: string }[];
  icon?: LucideIcon;
  /** 1 when the state is the whole page; 2 when it fills a card under the page's own heading. */
  headingLevel?: 1 | 2;
  /** Lets a script move focus to the heading (the cart does after its last line goes). */
  headingId?: string;
};

/** What a page shows instead of its content: an empty cart, an unknown product or order. */
export function EmptyState({ title, text, actions, icon: Icon, headingLevel = 1, headingId }: EmptyStateProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const isPage = headingLevel === 1;
  return (
    <div
      className={
        isPage
          ? "mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center"
          : "flex flex-col items-center gap-4 py-10 text-center"
      }
    >
      {Icon ? (
        <Icon aria-hidden className={isPage ? "text-muted-foreground size-12" : "text-muted-foreground size-10"} />
      ) : null}
      <Heading
        id={headingId}
        tabIndex={headingId ? -1 : undefined}
        className={isPage ? "text-3xl font-semibold outline-none" : "text-xl font-semibold outline-none"}
      >
        {title}
      </Heading>
      <p className="text-muted-foreground">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {actions.map(({ href, label }, index) => (
          <Button key={href} asChild size="lg" variant={index === 0 ? "default" : "outline"}>
            <Link href={href}>{label}</Link>
          </Button>
        ))}
      </div>
    </div>
  );
}
