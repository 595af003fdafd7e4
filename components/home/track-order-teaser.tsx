import { LocalizedLink as Link } from "@/components/i18n/localized-link";
import { PackageSearch } from "lucide-react";

import { Button } from "@/components/ui/button";
import { homeCopy } from "@/content/copy/home";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function TrackOrderTeaser() {
  const locale = getRequestLocale();
  return (
    <section id="track" aria-labelledby="track-heading" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-14">
      <div className="flex flex-col items-center gap-6 rounded-2xl border bg-card p-8 text-center sm:flex-row sm:text-start">
        <PackageSearch aria-hidden className="size-12 shrink-0 text-primary" />
        <div className="flex-1">
          <h2 id="track-heading" className="text-2xl font-semibold">
            {homeCopy[locale].track.title}
          </h2>
          <p className="mt-2 text-muted-foreground">{homeCopy[locale].track.text}</p>
        </div>
        <Button asChild size="lg">
          <Link href="/track-order">{homeCopy[locale].track.cta}</Link>
        </Button>
      </div>
    </section>
  );
}
