import { brand } from "@/content/brand";

/** Structured data and share links need absolute addresses; pages only know their paths. */
export function absoluteUrl(path: string): string {
  return new URL(path, brand.siteUrl).toString();
}
