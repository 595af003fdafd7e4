import { CheckCircle2 } from "lucide-react";
import { LocalizedLink as Link } from "@/components/i18n/localized-link";

import { Button } from "@/components/ui/button";
import { useLocale } from "@/components/i18n/locale-provider";
import { contactTexts } from "@/content/messages/client/contact";
import { useTexts } from "@/lib/i18n/client-texts";

/**
 * The thank-you screen. 'Send Another Message' links to the page itself (a fresh GET, not a hash jump), so it returns
 * an empty form without JavaScript too.
 */
export function ContactSent({
  headingRef,
  onAgain,
}: {
  headingRef: React.Ref<HTMLHeadingElement>;
  onAgain: () => void;
}) {
  const { sent } = useTexts(contactTexts, useLocale());
  return (
    <div className="border-primary/30 bg-primary/5 mt-5 flex flex-col items-start gap-3 rounded-xl border p-6">
      <CheckCircle2 aria-hidden className="text-primary size-8" />
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {sent.title}
      </h3>
      <p className="text-muted-foreground">{sent.description}</p>
      <Button asChild variant="outline">
        <Link
          href="/contact"
          onClick={(event) => {
            event.preventDefault();
            onAgain();
          }}
        >
          {sent.again}
        </Link>
      </Button>
    </div>
  );
}
