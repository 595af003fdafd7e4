import { LocalizedLink as Link } from "@/components/i18n/localized-link";
import { MessageCircle, Truck } from "lucide-react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { checkoutMessages } from "@/content/messages/checkout";
import { localizedPath } from "@/lib/i18n/locales";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function OrderHelpCards() {
  const locale = getRequestLocale();
  const { confirmation } = checkoutMessages[locale];
  const cards = [
    {
      icon: Truck,
      title: confirmation.trackTitle,
      description: confirmation.trackDescription,
      href: localizedPath(locale, "/track-order"),
      link: confirmation.trackLink,
    },
    {
      icon: MessageCircle,
      title: confirmation.contactTitle,
      description: confirmation.contactDescription,
      href: localizedPath(locale, "/contact"),
      link: confirmation.contactLink,
    },
  ];
  return (
    <section aria-labelledby="help-title">
      <h2 id="help-title" className="font-serif text-xl font-semibold">
        {confirmation.helpTitle}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {cards.map(({ icon: Icon, ...card }) => (
          <Card key={card.href} className="gap-3">
            <CardHeader>
              <Icon aria-hidden className="text-primary size-6" />
              <CardTitle>
                <h3>{card.title}</h3>
              </CardTitle>
              <CardDescription>{card.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <Link href={card.href} className="text-primary font-medium underline-offset-4 hover:underline">
                {card.link}
              </Link>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
