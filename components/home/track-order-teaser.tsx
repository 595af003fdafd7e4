import { LocalizedLink as Link } from "@/components/i18n/localized-link";
import { PackageSearch } from "lucide-react";

import { Button } from "@/components/ui/button";
import { homeCopy } from "@/content/copy/home";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function TrackOrderTeaser() {
  const locale = getRequestLocale();
  return (
    <section id="track" aria-labelledby="track-heading" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-14">
      <div className="bg-card flex flex-col items-center gap-6 rounded-2xl border p-8 text-center sm:flex-row sm:text-start">
        <PackageSearch aria-hidden className="text-primary size-12 shrink-0" />
        <div className="flex-1">
          <h2 id="track-heading" className="text-2xl font-semibold">
            {homeCopy[locale].track.title}
          </h2>
          <p className="text-muted-foreground mt-2">{homeCopy[locale].track.text}</p>
        </div>
        <Button asChild size="lg">
          <Link href="/track-order">{homeCopy[locale].track.cta}</Link>
        </Button>
      </div>
    </section>
  );
}
