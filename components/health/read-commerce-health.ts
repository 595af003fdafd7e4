/** The commerce part of a /api/health answer, or null when the answer does not describe it. */
export type CommerceHealth = { ok: boolean; provider: string };

const fallbackProvider = "the shop";

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
}

export function readCommerceHealth(body: unknown): CommerceHealth | null {
  const root = asRecord(body);
  const commerce = asRecord(root?.commerce) ?? asRecord(asRecord(root?.checks)?.commerce);
  if (!commerce || typeof commerce.ok !== "boolean") return null;
  return { ok: commerce.ok, provider: typeof commerce.provider === "string" && commerce.provider ? commerce.provider : fallbackProvider };
}
