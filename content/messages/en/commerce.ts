/** The commerce provider's error texts (specification section 8); the provider's name is filled in. */
export const commerceMessages = {
  authentication: (provider: string) => `Invalid access token for ${provider}`,
  rateLimit: "Too many requests. Please wait a moment.",
  serverError: (provider: string) => `${provider}'s servers are experiencing issues`,
  connection: "Connection error occurred",
  graphql: (provider: string) => `Invalid request to ${provider}`,
  timeout: "Request timed out",
  unreachable: (provider: string) => `Cannot reach ${provider}`,
  unexpected: "An unexpected error occurred",
  cartError: (messages: string[]) => `cart error: ${messages.join(", ")}`,
  healthDomainNotice: { title: (provider: string) => `Domain Notice: ${provider}` },
  healthConnectionFailed: {
    title: "Connection Failed",
    description: (provider: string) =>
      `We couldn't reach ${provider}. You can keep browsing; checkout may be unavailable for a moment.`,
    /** The provider's name when the answer gives none, or the shop's own (local) provider answered. */
    unnamedProvider: "the shop",
  },
} as const;
