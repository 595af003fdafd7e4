export type CommerceErrorKind = "authentication" | "rate_limit" | "network" | "graphql" | "timeout" | "unreachable" | "cart" | "unknown";

/** An expected failure of the commerce provider: `message` is safe to show to the shopper. */
export class CommerceError extends Error {
  readonly kind: CommerceErrorKind;
  readonly status?: number;

  constructor(kind: CommerceErrorKind, message: string, options?: { status?: number; cause?: unknown }) {
    super(message, { cause: options?.cause });
    this.name = "CommerceError";
    this.kind = kind;
    this.status = options?.status;
  }

  /** Authentication and malformed-request errors will fail the same way again. */
  get retryable(): boolean {
    return this.kind !== "authentication" && this.kind !== "graphql" && this.kind !== "cart";
  }
}
