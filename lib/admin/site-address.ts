const localHost = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Whether the address e-mails link to (the site URL the shop was built with) is another than the one the back office
 * is open at: built without NEXT_PUBLIC_SITE_URL, every e-mail of a live shop links to http://localhost:3000. A
 * developer's machine (both addresses local) is left alone. Returns the two addresses when they differ.
 */
export function siteAddressMismatch(
  linkedUrl: string,
  openedHost: string | null,
): { linked: string; openedAt: string } | null {
  if (!openedHost) return null;
  const linked = new URL(linkedUrl);
  if (linked.host === openedHost) return null;
  if (localHost.test(linked.host) && localHost.test(openedHost)) return null;
  return { linked: linked.origin, openedAt: openedHost };
}
