type AccountCardProps = { title: string; intro?: string; children: React.ReactNode; footer?: React.ReactNode };

/** The narrow card every sign-in style screen sits in. */
export function AccountCard({ title, intro, children, footer }: AccountCardProps) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <section aria-labelledby="account-card-title" className="bg-card rounded-xl border p-6 shadow-sm">
        <h1 id="account-card-title" className="font-serif text-2xl font-semibold">
          {title}
        </h1>
        {intro ? <p className="text-muted-foreground mt-2 text-sm">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </section>
      {footer ? <div className="mt-6 text-center text-sm">{footer}</div> : null}
    </div>
  );
}
