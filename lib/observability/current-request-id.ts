import "server-only";

import { headers } from "next/headers";

import { requestIdOf } from "./request-id";

/** The id server.ts gave the request being answered; undefined outside a request (a sweep, a test). */
export async function currentRequestId(): Promise<string | undefined> {
  try {
    return requestIdOf(await headers());
  } catch {
    return undefined;
  }
}
