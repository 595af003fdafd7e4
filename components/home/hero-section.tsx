import { StaticImage } from "@/components/media/static-image";
import { LocalizedLink as Link } from "@/components/i18n/localized-link";
import { Leaf } from "lucide-react";

import { Button } from "@/components/ui/button";
import { homeCopy } from "@/content/copy/home";
import { heroImageIn } from "@/content/localized";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function HeroSection() {
  const locale = getRequestLocale();
  const { hero } = homeCopy[locale];
  const heroImage = heroImageIn(locale);
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      {/* The hero is the largest paint on the home page, so it is preloaded and fetched ahead of everything else. */}
      <StaticImage
        src={heroImage.src}
        alt={heroImage.alt}
        fill
        preload
        fetchPriority="high"
        sizes="100vw"
        className="-z-10 object-cover"
      />
      <div className="bg-background/85 absolute inset-0 -z-10" aria-hidden />
      <div className="mx-auto flex min-h-[70vh] max-w-7xl flex-col justify-center px-4 py-20">
        <div className="max-w-xl">
          <p className="text-primary inline-flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
            <Leaf aria-hidden className="size-4" />
            {hero.eyebrow}
          </p>
          <h1 id="hero-heading" className="mt-3 text-4xl font-semibold text-balance sm:text-6xl">
            {hero.title}
          </h1>
          <p className="text-foreground/80 mt-5 text-lg">{hero.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link href="/collection">{hero.primary}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              {/* The visible words stay first in the accessible name; the hidden rest says where the link goes. */}
              <Link href="/ingredients">
                {hero.secondary}
                <span className="sr-only">{hero.secondaryDestination}</span>
              </Link>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
            {hero.badges.map((badge) => (
              <li key={badge}>{badge}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
