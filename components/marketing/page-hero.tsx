type PageHeroProps = { eyebrow?: string; title: string; intro?: string; children?: React.ReactNode };

/** The first block of every content page: the page's only h1. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <section className="bg-secondary/50">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
        {eyebrow ? <p className="text-primary text-sm font-semibold tracking-wide uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl font-semibold text-balance sm:text-5xl">{title}</h1>
        {intro ? <p className="text-muted-foreground mx-auto mt-4 max-w-2xl text-lg">{intro}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
