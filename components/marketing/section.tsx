import { cn } from "@/lib/utils";

type SectionProps = {
  id?: string;
  title: string;
  intro?: string;
  className?: string;
  children: React.ReactNode;
};

/** A titled page section; the heading labels the region for screen-reader landmarks. */
export function Section({ id, title, intro, className, children }: SectionProps) {
  const headingId = `${id ?? slugify(title)}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("mx-auto max-w-7xl scroll-mt-20 px-4 py-14", className)}>
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={headingId} className="text-3xl font-semibold text-balance">
          {title}
        </h2>
        {intro ? <p className="text-muted-foreground mt-3">{intro}</p> : null}
      </div>
      <div className="mt-10">{children}</div>
    </section>
  );
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
