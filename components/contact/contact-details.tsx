import { Clock, Mail } from "lucide-react";

import { brandIn } from "@/content/localized";
import { contactCopy } from "@/content/copy/contact";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function ContactDetails() {
  const locale = getRequestLocale();
  const brand = brandIn(locale);
  const { details } = contactCopy[locale];
  return (
    <section aria-labelledby="contact-details-heading" className="bg-card space-y-8 rounded-2xl border p-6">
      <h2 id="contact-details-heading" className="text-2xl font-semibold">
        {details.title}
      </h2>
      <div className="flex gap-3">
        <Mail aria-hidden className="text-primary mt-1 size-5" />
        <div>
          <h3 className="font-sans font-semibold">{details.emailLabel}</h3>
          <a href={`mailto:${brand.contactEmail}`} className="text-primary underline underline-offset-4">
            {brand.contactEmail}
          </a>
          <p className="text-muted-foreground mt-1 text-sm">{details.replyNote}</p>
        </div>
      </div>
      <div className="flex gap-3">
        <Clock aria-hidden className="text-primary mt-1 size-5" />
        <div className="flex-1">
          <h3 className="font-sans font-semibold">{details.hoursTitle}</h3>
          <dl className="mt-2 space-y-1 text-sm">
            {brand.businessHours.map((slot) => (
              <div key={slot.days} className="flex justify-between gap-4">
                <dt>{slot.days}</dt>
                <dd className="font-medium">{slot.hours}</dd>
              </div>
            ))}
          </dl>
          <p className="text-muted-foreground mt-2 text-xs">{details.hoursNote}</p>
        </div>
      </div>
    </section>
  );
}
