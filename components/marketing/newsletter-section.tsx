import { newsletterCopy } from "@/content/copy/newsletter";
import { getRequestLocale } from "@/lib/i18n/request-locale";

type NewsletterSectionProps = { id?: string; children?: React.ReactNode };

/** Heading and pitch only: the newsletter issue passes its signup form in as children. */
export function NewsletterSection({ id = "newsletter", children }: NewsletterSectionProps) {
  const locale = getRequestLocale();
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center">
        <h2 id={`${id}-heading`} className="text-3xl font-semibold">
          {newsletterCopy[locale].title}
        </h2>
        <p className="text-primary-foreground/90 mt-3">{newsletterCopy[locale].text}</p>
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </section>
  );
}
