import Link from "next/link";
import { MessageCircle, Truck } from "lucide-react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { checkoutMessages } from "@/content/messages/en/checkout";

const { confirmation } = checkoutMessages;

const cards = [
  { icon: Truck, title: confirmation.trackTitle, description: confirmation.trackDescription, href: "/track-order", link: confirmation.trackLink },
  { icon: MessageCircle, title: confirmation.contactTitle, description: confirmation.contactDescription, href: "/contact", link: confirmation.contactLink },
];

export function OrderHelpCards() {
  return (
    <section aria-labelledby="help-title">
      <h2 id="help-title" className="font-serif text-xl font-semibold">
        {confirmation.helpTitle}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {cards.map(({ icon: Icon, ...card }) => (
          <Card key={card.href} className="gap-3">
            <CardHeader>
              <Icon aria-hidden className="size-6 text-primary" />
              <CardTitle>
                <h3>{card.title}</h3>
              </CardTitle>
              <CardDescription>{card.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <Link href={card.href} className="font-medium text-primary underline-offset-4 hover:underline">
                {card.link}
              </Link>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
