/** The commerce part of a /api/health answer, or null when the answer does not describe it. */
export type CommerceHealth = { ok: boolean; provider: string };

const fallbackProvider = "the shop";

/**
 * Reads `{ database, commerce: "ok" | "error" }` as GET /api/health sends it; an optional
 * `provider` display name lets the notice name the commerce provider.
 */
export function readCommerceHealth(body: unknown): CommerceHealth | null {
  if (typeof body !== "object" || body === null) return null;
  const { commerce, provider } = body as Record<string, unknown>;
  if (commerce !== "ok" && commerce !== "error") return null;
  return { ok: commerce === "ok", provider: typeof provider === "string" && provider ? provider : fallbackProvider };
}
