"use client";

import { useEffect, useRef } from "react";

import { useConsent } from "@/components/analytics/use-consent";
import { trackEvent } from "@/lib/analytics/track";

/** Reports a product or bundle page view once: on arrival, or when the shopper accepts the banner on this page. */
export function ViewContentEvent({ id, name, price }: { id: string; name: string; price: number }) {
  const consent = useConsent();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || consent !== "accepted") return;
    sent.current = trackEvent("view-content", {
      content_name: name,
      content_ids: [id],
      content_type: "product",
      value: price,
    });
  }, [consent, id, name, price]);
  return null;
}
