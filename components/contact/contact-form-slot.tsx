import { brand } from "@/content/brand";
import { contactCopy } from "@/content/copy/contact";

/**
 * SLOT: the contact form issue renders its form as `children` here. Until then the section
 * points to the e-mail address instead of showing a form that sends nothing.
 */
export function ContactFormSlot({ children }: { children?: React.ReactNode }) {
  return (
    <section aria-labelledby="contact-form-heading" data-slot="contact-form" className="rounded-2xl border bg-card p-6">
      <h2 id="contact-form-heading" className="text-2xl font-semibold">
        {contactCopy.form.title}
      </h2>
      {children ?? <p className="mt-3 text-muted-foreground">{contactCopy.form.fallback(brand.contactEmail)}</p>}
    </section>
  );
}
