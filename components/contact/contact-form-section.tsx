import { contactCopy } from "@/content/copy/contact";
import { ContactForm } from "./contact-form";

export function ContactFormSection() {
  return (
    <section aria-labelledby="contact-form-heading" className="rounded-2xl border bg-card p-6">
      <h2 id="contact-form-heading" className="scroll-mt-24 text-2xl font-semibold">
        {contactCopy.form.title}
      </h2>
      <ContactForm />
    </section>
  );
}
