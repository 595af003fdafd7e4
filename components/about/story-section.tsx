import { StaticImage } from "@/components/media/static-image";

import { aboutCopy } from "@/content/copy/about";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function StorySection() {
  const locale = getRequestLocale();
  const { story, heritage } = aboutCopy[locale];
  return (
    <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 lg:grid-cols-2">
      <div className="bg-muted relative aspect-[3/2] overflow-hidden rounded-2xl">
        <StaticImage
          src="/images/about.webp"
          alt={story.imageAlt}
          fill
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="object-cover"
        />
      </div>
      <div className="space-y-10">
        <section aria-labelledby="story-heading">
          <h2 id="story-heading" className="text-3xl font-semibold">
            {story.title}
          </h2>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-muted-foreground mt-4">
              {paragraph}
            </p>
          ))}
        </section>
        <section aria-labelledby="heritage-heading">
          <h2 id="heritage-heading" className="text-3xl font-semibold">
            {heritage.title}
          </h2>
          <p className="text-muted-foreground mt-4">{heritage.text}</p>
        </section>
      </div>
    </div>
  );
}
