import { contactCopy } from "@/content/copy/contact";
import { ContactForm } from "./contact-form";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function ContactFormSection() {
  const locale = getRequestLocale();
  return (
    <section aria-labelledby="contact-form-heading" className="bg-card rounded-2xl border p-6">
      <h2 id="contact-form-heading" className="scroll-mt-24 text-2xl font-semibold">
        {contactCopy[locale].form.title}
      </h2>
      <ContactForm />
    </section>
  );
}
