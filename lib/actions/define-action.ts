import "server-only";

import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";

import type { AdminUser } from "@/lib/auth/admin";
import type { CurrentSession } from "@/lib/auth/session";
import { fieldErrorsFrom } from "@/lib/forms/form-values";
import type { Locale } from "@/lib/i18n/locales";
import { getClientAddress } from "@/lib/rate-limit/client-address";
import { consumeAll, type RateLimit } from "@/lib/rate-limit/limit";
import type { ActionInput } from "./action-input";

/**
 * The one action client (docs/architecture.md, "How to write an action"). Every server action is built here, so
 * every one checks the caller, validates its input, counts its limit and handles failure in the same order, and
 * no action can forget a layer. Actions differ only in their schema, their limit, their work and their answers.
 */

/** Who may call: anyone, a signed-in shopper, or an admin (confirmed, two factors, a recent sign-in). */
export type Who = "anyone" | "shopper" | "admin";
export type CallerOf<W extends Who> = W extends "admin"
  ? { admin: AdminUser }
  : W extends "shopper"
    ? { session: CurrentSession }
    : { client?: never };

/** The pipeline's own answers, each a code; an action's `answers` turns it into its state, in the caller's language. */
export type Refusal =
  | { code: "sign_in_required" }
  | { code: "forbidden" }
  | { code: "invalid"; fieldErrors: Partial<Record<string, string>>; issues: readonly z.core.$ZodIssue[] }
  | { code: "throttled"; retryAfterSeconds: number }
  | { code: "unexpected" };

/** What the request said, before validation: the language it came in and the values read from it. */
export type ActionRequest<V> = { locale: Locale; values: V; form: FormData | null };

/** Limits to count, each with its key (a client address, a normalised e-mail, an admin's id). */
export type LimitChecks = Array<[RateLimit, string]>;

export type ActionContext<W extends Who, I, V> = ActionRequest<V> &
  CallerOf<W> & {
    input: I;
    /** Counts more limits from inside the work, for a limit that applies only on one path (the first cart). */
    consume: (checks: LimitChecks) => Promise<void>;
    /** The calling client's address, the usual key of a limit. */
    clientAddress: () => Promise<string>;
  };

export type ActionSpec<W extends Who, S extends z.ZodType | undefined, V, State, In = unknown> = {
  /** Names the action in the log line of an unexpected failure. */
  name: string;
  who: W;
  /** How the request is read: `formInput(fields)` for a form, `objectInput` for a call from client code. */
  read: ActionInput<V, In>;
  /** The zod schema of the values, or one per locale when its messages are the shopper's language. */
  schema?: S | ((locale: Locale) => S);
  /** Counted after validation and before the work; return [] when nothing is counted for this request. */
  limit?: (context: ActionContext<W, Parsed<S, V>, V>) => LimitChecks | Promise<LimitChecks>;
  work: (context: ActionContext<W, Parsed<S, V>, V>) => Promise<State>;
  /** The state for each refusal of the pipeline. */
  answers: (refusal: Refusal, request: ActionRequest<V>) => State | Promise<State>;
};

type Parsed<S, V> = S extends z.ZodType ? z.output<S> : V;

/** Thrown by `consume` when a limit is used up; the pipeline answers it as the "throttled" refusal. */
class Throttled {
  constructor(readonly retryAfterSeconds: number) {}
}

/**
 * The auth modules load only for actions that ask who is calling: the cart and the forms anyone may post never need
 * them.
 */
async function callerFor(who: Who): Promise<CallerOf<Who> | Refusal> {
  if (who === "admin") {
    const { getAdminUser } = await import("@/lib/auth/admin");
    const admin = await getAdminUser();
    return admin ? { admin } : { code: "forbidden" };
  }
  if (who === "shopper") {
    const { getCurrentSession } = await import("@/lib/auth/session");
    const session = await getCurrentSession();
    return session ? { session } : { code: "sign_in_required" };
  }
  return {};
}

async function consume(checks: LimitChecks): Promise<void> {
  if (checks.length === 0) return;
  const limited = await consumeAll(checks);
  if (!limited.ok) throw new Throttled(limited.retryAfterSeconds);
}

async function run<W extends Who, S extends z.ZodType | undefined, V, State, In>(
  spec: ActionSpec<W, S, V, State, In>,
  raw: unknown,
): Promise<State> {
  const request = spec.read(raw);
  try {
    const caller = await callerFor(spec.who);
    if ("code" in caller) return await spec.answers(caller, request);
    const schema = typeof spec.schema === "function" ? spec.schema(request.locale) : spec.schema;
    const parsed = schema ? schema.safeParse(request.values) : { success: true as const, data: request.values };
    if (!parsed.success)
      return await spec.answers(
        { code: "invalid", fieldErrors: fieldErrorsFrom(parsed.error), issues: parsed.error.issues },
        request,
      );
    const context = {
      ...request,
      ...(caller as CallerOf<W>),
      input: parsed.data as Parsed<S, V>,
      consume,
      clientAddress: getClientAddress,
    };
    if (spec.limit) await consume(await spec.limit(context));
    return await spec.work(context);
  } catch (error) {
    // redirect() and notFound() are how an action ends on another page: they are not failures.
    unstable_rethrow(error);
    if (error instanceof Throttled)
      return spec.answers({ code: "throttled", retryAfterSeconds: error.retryAfterSeconds }, request);
    // Logged here, once; the shopper gets the generic message of their language, never the error.
    console.error(`[action ${spec.name}] failed`, error);
    return spec.answers({ code: "unexpected" }, request);
  }
}

/** An action for `useActionState` (previous state, then the form data), also usable as a form's action. */
export function defineAction<W extends Who, S extends z.ZodType | undefined, V, State, In>(
  spec: ActionSpec<W, S, V, State, In>,
) {
  return async (_previous: State, input: In): Promise<State> => run(spec, input);
}

/** An action called with its input alone: a form's plain action (it usually redirects) or a call from client code. */
export function defineDirectAction<W extends Who, S extends z.ZodType | undefined, V, State, In>(
  spec: ActionSpec<W, S, V, State, In>,
) {
  return async (input?: In): Promise<State> => run(spec, input);
}

/** The usual limit: one count per calling client address. */
export function perClient(limit: RateLimit) {
  return async ({ clientAddress }: { clientAddress: () => Promise<string> }): Promise<LimitChecks> => [
    [limit, await clientAddress()],
  ];
}
