/**
 * Pages where the newsletter popup never opens: the account pages (signing in, two-factor set-up, orders), where a
 * dialog over the form is in the way of what the visitor came to do (issue 32: it covered the two-factor set-up).
 * The back office has its own layout without the popup. `pathname` as the browser has it, with or without /ar.
 */
export function popupStaysClosedOn(pathname: string): boolean {
  const path = pathname.replace(/^\/ar(?=\/|$)/, "") || "/";
  return path === "/account" || path.startsWith("/account/") || path === "/admin" || path.startsWith("/admin/");
}
