import type { CommerceProblem } from "./problem";
import { commerceProblemText } from "./problem-text";

export type CommerceErrorKind =
  "authentication" | "rate_limit" | "network" | "graphql" | "timeout" | "unreachable" | "cart" | "unknown";

const commerceErrorBrand = Symbol.for("matcha-glow.commerce-error");

/**
 * An expected failure of the commerce provider. `problem` is what went wrong as a code, which the shopper sees in
 * their language (commerceProblemText); `message` is its English wording, for logs.
 */
export class CommerceError extends Error {
  /**
   * The provider is created once per process and kept on globalThis, but Next bundles this module once per server
   * layer (route handlers, server actions), so an error may come from another copy of this class. `instanceof`
   * therefore checks a brand shared by every copy instead of the prototype chain.
   */
  static [Symbol.hasInstance](value: unknown): value is CommerceError {
    return (
      typeof value === "object" &&
      value !== null &&
      (value as { [commerceErrorBrand]?: unknown })[commerceErrorBrand] === true
    );
  }

  readonly kind: CommerceErrorKind;
  readonly problem: CommerceProblem;
  readonly status?: number;

  constructor(kind: CommerceErrorKind, problem: CommerceProblem, options?: { status?: number; cause?: unknown }) {
    super(commerceProblemText(problem, "en"), { cause: options?.cause });
    this.problem = problem;
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
