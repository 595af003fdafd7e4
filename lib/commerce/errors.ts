export type CommerceErrorKind = "authentication" | "rate_limit" | "network" | "graphql" | "timeout" | "unreachable" | "cart" | "unknown";

const commerceErrorBrand = Symbol.for("matcha-glow.commerce-error");

/** An expected failure of the commerce provider: `message` is safe to show to the shopper. */
export class CommerceError extends Error {
  /**
   * The provider is created once per process and kept on globalThis, but Next bundles this module once per server
   * layer (route handlers, server actions), so an error may come from another copy of this class. `instanceof`
   * therefore checks a brand shared by every copy instead of the prototype chain.
   */
  static [Symbol.hasInstance](value: unknown): value is CommerceError {
    return typeof value === "object" && value !== null && (value as { [commerceErrorBrand]?: unknown })[commerceErrorBrand] === true;
  }

  readonly kind: CommerceErrorKind;
  readonly status?: number;

  constructor(kind: CommerceErrorKind, message: string, options?: { status?: number; cause?: unknown }) {
    super(message, { cause: options?.cause });
    this.name = "CommerceError";
    this.kind = kind;
    this.status = options?.status;
    Object.defineProperty(this, commerceErrorBrand, { value: true });
  }

  /** Authentication and malformed-request errors will fail the same way again. */
  get retryable(): boolean {
    return this.kind !== "authentication" && this.kind !== "graphql" && this.kind !== "cart";
  }
}
