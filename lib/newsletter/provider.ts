import "server-only";

/** What the e-mail marketing provider said about one address. */
export type ProviderAnswer = "subscribed" | "already_subscribed";

export class NewsletterProviderError extends Error {
  readonly code = "NEWSLETTER_PROVIDER_FAILED";
}

export type NewsletterProvider = { subscribe(email: string): Promise<ProviderAnswer> };

type ProviderConfig = { url: string; listId: string; timeoutMs?: number };

/**
 * The marketing provider's subscribe endpoint as spec section 7 describes it: a form-encoded POST of g (the list
 * id), email and $consent=email. A text containing 'already' or a 409 means the address is on the list already;
 * any other non-OK answer, a network error or the time-out is a failure.
 */
export function createNewsletterProvider({ url, listId, timeoutMs = 8_000 }: ProviderConfig): NewsletterProvider {
  return {
    async subscribe(email) {
      const body = new URLSearchParams({ g: listId, email, $consent: "email" });
      let response: Response;
      let text: string;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json, text/plain" },
          body,
          signal: AbortSignal.timeout(timeoutMs),
          cache: "no-store",
        });
        text = await response.text();
      } catch (error) {
        throw new NewsletterProviderError(`provider unreachable: ${error instanceof Error ? error.name : "unknown"}`);
      }
      if (response.status === 409 || /already/i.test(text)) return "already_subscribed";
      if (!response.ok) throw new NewsletterProviderError(`provider answered HTTP ${response.status}`);
      return "subscribed";
    },
  };
}

/** The provider from NEWSLETTER_PROVIDER_URL and NEWSLETTER_PROVIDER_LIST_ID; null (signups stay in the shop) unless both are set. */
export function configuredNewsletterProvider(config: { url?: string; listId?: string }): NewsletterProvider | null {
  return config.url && config.listId ? createNewsletterProvider({ url: config.url, listId: config.listId }) : null;
}
