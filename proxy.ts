import { NextResponse, type NextRequest } from "next/server";

/**
 * First line of defence only: anonymous visitors are turned away from /admin before any rendering. It looks for
 * Better Auth's session cookie without checking it (no database here); every admin page, route handler and action
 * checks the session and the role itself, so a request that slips past this (a forged x-middleware-subrequest
 * header, a direct server-action POST) still gets nothing.
 */
const SESSION_COOKIES = ["better-auth.session_token", "__Secure-better-auth.session_token"];

export function proxy(request: NextRequest) {
  if (SESSION_COOKIES.some((name) => request.cookies.has(name))) return NextResponse.next();
  const signIn = new URL("/account/sign-in", request.url);
  signIn.searchParams.set("next", request.nextUrl.pathname);
  return NextResponse.redirect(signIn);
}

export const config = { matcher: ["/admin", "/admin/:path*"] };
