type AccountSectionProps = { id: string; title: string; intro?: string; children: React.ReactNode };

export function AccountSection({ id, title, intro, children }: AccountSectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} className="bg-card rounded-xl border p-6 shadow-sm">
      <h2 id={`${id}-title`} className="font-serif text-xl font-semibold">
        {title}
      </h2>
      {intro ? <p className="text-muted-foreground mt-1 text-sm">{intro}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
