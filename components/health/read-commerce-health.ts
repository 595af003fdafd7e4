/**
 * The commerce part of a /api/health answer, or null when the answer does not describe it. `provider` is null when
 * the answer names no outside service: none given, or the shop's own provider, which calls itself "the shop"
 * (lib/commerce/local/provider.ts), so the notice says it in the page's language.
 */
export type CommerceHealth = { ok: boolean; provider: string | null };

const ownProvider = "the shop";

/**
 * Reads `{ database, commerce: "ok" | "error" }` as GET /api/health sends it; an optional
 * `provider` display name lets the notice name the commerce provider.
 */
export function readCommerceHealth(body: unknown): CommerceHealth | null {
  if (typeof body !== "object" || body === null) return null;
  const { commerce, provider } = body as Record<string, unknown>;
  if (commerce !== "ok" && commerce !== "error") return null;
  const named = typeof provider === "string" && provider && provider !== ownProvider ? provider : null;
  return { ok: commerce === "ok", provider: named };
}
