import "server-only";

import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";

import type { AdminUser } from "@/lib/auth/admin";
import type { CurrentSession } from "@/lib/auth/session";
import { fieldErrorsFrom } from "@/lib/forms/form-values";
import type { Locale } from "@/lib/i18n/locales";
import { currentRequestId } from "@/lib/observability/current-request-id";
import { logError } from "@/lib/observability/json-log";
import { reportToCollector } from "@/lib/observability/report-error";
import { getClientAddress } from "@/lib/rate-limit/client-address";
import { consumeAll, type RateLimit } from "@/lib/rate-limit/limit";
import type { ActionInput } from "./action-input";
import type { ActionFailure, ActionResult, FieldErrors, FormValues } from "./action-result";
import { wordRefusal, type PipelineCode, type RefusalTable } from "./refusal-table";

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
  /** After the work: true gives back what `limit` counted for this request (see `ResultSpec`). */
  refundLimitWhen?: (state: State) => boolean;
  /** The state for each refusal of the pipeline. */
  answers: (refusal: Refusal, request: ActionRequest<V>) => State | Promise<State>;
};

type Parsed<S, V> = S extends z.ZodType ? z.output<S> : V;

/** One limit to count before the work: which limit, and the key it is counted under for this request. */
export type LimitRule<W extends Who, I, V> = (context: ActionContext<W, I, V>) => LimitChecks | Promise<LimitChecks>;

/** What a result action's work may refuse with: a code of its table (or the pipeline's), worded for the caller. */
export type Refuse<C extends string, T> = (
  code: C | PipelineCode,
  extra?: {
    fieldErrors?: FieldErrors;
    data?: T;
    /** Words that carry the record's details (an order's stage), where a table entry cannot; same language. */
    message?: string;
    /** The wait a throttle's words name, when another limiter refused (the auth library's hook). */
    retryAfterSeconds?: number;
  },
) => ActionFailure<T>;

export type ResultContext<W extends Who, I, V, C extends string, T> = ActionRequest<V> &
  CallerOf<W> & {
    input: I;
    /** The calling client's address. */
    clientAddress: () => Promise<string>;
    /** A refusal worded from the action's table (or the default one), with the kept entries. */
    refuse: Refuse<C, T>;
  };

/**
 * An action that answers the one result shape (lib/actions/action-result.ts). The pipeline words its own refusals
 * from `refusals` or the default table, sends back the `keep` fields and counts every `limit` rule: the work
 * counts nothing itself.
 */
export type ResultSpec<W extends Who, S extends z.ZodType | undefined, V, T, C extends string, In = unknown> = {
  name: string;
  who: W;
  read: ActionInput<V, In>;
  schema?: S | ((locale: Locale) => S);
  /** Counted after validation and before the work, in order; a rule returns [] when nothing counts this time. */
  limit?: LimitRule<W, Parsed<S, V>, V> | ReadonlyArray<LimitRule<W, Parsed<S, V>, V>>;
  /** This action's refusal codes in every locale (content/messages/…/refusals); pipeline codes fall back. */
  refusals?: RefusalTable<C>;
  /** The fields a refusal sends back to refill the form (never a password); all read text fields when omitted. */
  keep?: readonly string[];
  /**
   * An invalid entry that is really another refusal (a record id a form never lets one type: a tampered form), with
   * the field errors to show instead of the schema's when it returns them (none for "both fields are needed").
   */
  invalidAs?: (
    fieldErrors: FieldErrors,
    request: ActionRequest<V>,
  ) => NoInfer<C> | PipelineCode | { code: NoInfer<C> | PipelineCode; fieldErrors: FieldErrors };
  /** The fields another pipeline refusal marks, in the request's language (a used-up phone allowance, the phone). */
  refusalFieldErrors?: (code: PipelineCode, request: ActionRequest<V>) => FieldErrors | undefined;
  /** What still stands when the pipeline refuses (the cart as it now is), sent as the refusal's `data`. */
  refusalData?: (request: ActionRequest<V>) => Promise<T | undefined>;
  work: (context: ResultContext<W, Parsed<S, V>, V, C, T>) => Promise<ActionResult<T>>;
  /**
   * An answer that should cost no attempt gives back what `limit` counted (the review form: finding a real order is
   * free, a wrong guess is not). The limit is still counted before the work, so a client over it learns nothing.
   */
  refundLimitWhen?: (result: ActionResult<T>) => boolean;
  answers?: never;
};

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
    const checks = spec.limit ? await spec.limit(context) : [];
    await consume(checks);
    const state = await spec.work(context);
    if (checks.length > 0 && spec.refundLimitWhen?.(state))
      await Promise.all(checks.map(([limit, key]) => limit.refund(key)));
    return state;
  } catch (error) {
    // redirect() and notFound() are how an action ends on another page: they are not failures.
    unstable_rethrow(error);
    if (error instanceof Throttled)
      return spec.answers({ code: "throttled", retryAfterSeconds: error.retryAfterSeconds }, request);
    // Logged here, once, with the request's id; the shopper gets the generic message of their language, never the
    // error. Next.js's onRequestError never sees a failure caught here, so the collector is told from here.
    const requestId = await currentRequestId();
    logError(`action ${spec.name} failed`, error, { requestId, action: spec.name });
    void reportToCollector({ error, requestId, route: `action ${spec.name}`, routeType: "action", method: "POST" });
    return spec.answers({ code: "unexpected" }, request);
  }
}

/** The text fields of a request worth sending back: the `keep` ones, or every one read. */
function keptValues(values: unknown, keep?: readonly string[]): FormValues {
  const kept: FormValues = {};
  if (typeof values !== "object" || values === null) return kept;
  for (const [field, value] of Object.entries(values))
    if (typeof value === "string" && (!keep || keep.includes(field))) kept[field] = value;
  return kept;
}

/** A result spec as the pipeline runs it: its refusals answered through the one default mapping. */
function asPipelineSpec<W extends Who, S extends z.ZodType | undefined, V, T, C extends string, In>(
  spec: ResultSpec<W, S, V, T, C, In>,
): ActionSpec<W, S, V, ActionResult<T>, In> {
  const table = spec.refusals as RefusalTable | undefined;
  const failure = (
    request: ActionRequest<V>,
    code: string,
    extra: { fieldErrors?: FieldErrors; data?: T; message?: string; retryAfterSeconds?: number } = {},
  ): ActionFailure<T> => {
    // A caller refused for who they are gets nothing back, not even their own entries.
    const denied = code === "sign_in_required" || code === "forbidden";
    const result: ActionFailure<T> = {
      ok: false,
      code,
      message: extra.message ?? wordRefusal(request.locale, code, table, extra.retryAfterSeconds),
      fieldErrors: extra.fieldErrors ?? {},
      values: denied ? {} : keptValues(request.values, spec.keep),
    };
    if (extra.data !== undefined) result.data = extra.data;
    return result;
  };
  const rules = spec.limit === undefined ? [] : typeof spec.limit === "function" ? [spec.limit] : spec.limit;
  return {
    name: spec.name,
    who: spec.who,
    read: spec.read,
    schema: spec.schema,
    limit: rules.length ? async (context) => (await Promise.all(rules.map((rule) => rule(context)))).flat() : undefined,
    // The work gets no `consume`: a result action's limits are all declared in `limit`.
    work: (context) => spec.work({ ...context, refuse: (code, extra) => failure(context, code, extra) }),
    refundLimitWhen: spec.refundLimitWhen,
    answers: async (refusal, request) => {
      const data = await spec.refusalData?.(request);
      const fieldErrors = refusal.code === "invalid" ? undefined : spec.refusalFieldErrors?.(refusal.code, request);
      if (refusal.code === "throttled")
        return failure(request, "throttled", { retryAfterSeconds: refusal.retryAfterSeconds, fieldErrors, data });
      if (refusal.code !== "invalid") return failure(request, refusal.code, { fieldErrors, data });
      const turned = spec.invalidAs?.(refusal.fieldErrors, request) ?? "invalid";
      return typeof turned === "string"
        ? failure(request, turned, { fieldErrors: refusal.fieldErrors, data })
        : failure(request, turned.code, { fieldErrors: turned.fieldErrors, data });
    },
  };
}

type AnySpec = { answers?: unknown };
type UntypedSpec = ActionSpec<Who, undefined, unknown, unknown>;
const pipelineOf = (spec: AnySpec): UntypedSpec =>
  spec.answers
    ? (spec as UntypedSpec)
    : (asPipelineSpec(spec as ResultSpec<Who, undefined, unknown, unknown, string>) as UntypedSpec);

type ResultAction<T, In> = (previous: ActionResult<T> | null, input: In) => Promise<ActionResult<T>>;
type StateAction<State, In> = (previous: State, input: In) => Promise<State>;

/**
 * An action for `useActionState` (previous result, then the form data), also usable as a form's action. A spec
 * without `answers` answers the one result shape; one with `answers` keeps its own state (being migrated).
 */
export function defineAction<W extends Who, S extends z.ZodType | undefined, V, State, In>(
  spec: ActionSpec<W, S, V, State, In>,
): StateAction<State, In>;
export function defineAction<W extends Who, S extends z.ZodType | undefined, V, T, C extends string, In>(
  spec: ResultSpec<W, S, V, T, C, In>,
): ResultAction<T, In>;
export function defineAction(spec: AnySpec) {
  const pipeline = pipelineOf(spec);
  return async (_previous: unknown, input: unknown) => (await run(pipeline, input)) as never;
}

/** An action called with its input alone: a form's plain action (it usually redirects) or a call from client code. */
export function defineDirectAction<W extends Who, S extends z.ZodType | undefined, V, State, In>(
  spec: ActionSpec<W, S, V, State, In>,
): (input?: In) => Promise<State>;
export function defineDirectAction<W extends Who, S extends z.ZodType | undefined, V, T, C extends string, In>(
  spec: ResultSpec<W, S, V, T, C, In>,
): (input?: In) => Promise<ActionResult<T>>;
export function defineDirectAction(spec: AnySpec) {
  const pipeline = pipelineOf(spec);
  return async (input?: unknown) => (await run(pipeline, input)) as never;
}

/** The usual limit: one count per calling client address. */
export function perClient(limit: RateLimit) {
  return async ({ clientAddress }: { clientAddress: () => Promise<string> }): Promise<LimitChecks> => [
    [limit, await clientAddress()],
  ];
}

/** One count per signed-in account (a shopper's user id, an admin's id). */
export function perAccount(limit: RateLimit) {
  return (context: { session?: CurrentSession; admin?: AdminUser }): LimitChecks => {
    const id = context.admin?.id ?? context.session?.user.id;
    return id ? [[limit, id]] : [];
  };
}

/** One count per e-mail address the request names, normalised so that case and spaces make no new key. */
export function perEmail<I>(limit: RateLimit, emailOf: (input: I) => string | undefined) {
  return ({ input }: { input: I }): LimitChecks => {
    const email = emailOf(input)?.trim().toLowerCase();
    return email ? [[limit, email]] : [];
  };
}
