import type { APIRequestContext } from "@playwright/test";

import { readServerActions } from "../../support/server-actions.mjs";

/**
 * The id Next.js gave a server action in this build (read through scripts/build-output.mjs), so a
 * test can call it directly the way an attacker would: without its page, its form or the proxy's blessing.
 */
export function serverActionId(filename: string, exportedName: string): string {
  const id = readServerActions().get(`${filename}#${exportedName}`);
  if (!id) throw new Error(`no server action ${exportedName} in ${filename}: build first`);
  return id;
}

type ActionCall = {
  /** Any page path: the action id, not the page, decides what runs. */
  path?: string;
  id: string;
  /** Arguments before the form data, e.g. the previous state of a useActionState action. */
  leadingArgs?: unknown[];
  fields?: Record<string, string>;
  headers?: Record<string, string>;
};

/**
 * POSTs a server action as React's client does: the arguments encoded as a reply, form data as `$K` entries.
 * Returns the status and the raw RSC answer (whose text includes the returned state's messages).
 */
export async function callServerAction(request: APIRequestContext, baseURL: string, call: ActionCall) {
  const multipart: Record<string, string> = { "0": JSON.stringify([...(call.leadingArgs ?? []), "$K1"]) };
  for (const [name, value] of Object.entries(call.fields ?? {})) multipart[`1_${name}`] = value;
  const response = await request.post(call.path ?? "/", {
    headers: { "Next-Action": call.id, Accept: "text/x-component", origin: new URL(baseURL).origin, ...call.headers },
    multipart,
    maxRedirects: 0,
  });
  return { status: response.status(), body: await response.text(), headers: response.headers() };
}
