import type { Metadata } from "next";

/** Back-office pages are for admins only: never indexed, never followed. */
export function adminPageMetadata(title: string): Metadata {
  return { title: `${title} | Admin`, robots: { index: false, follow: false, nocache: true } };
}
