import { consentSnapshot } from "./consent-store";
import { pixelEventUrl, type PixelEvent, type PixelEventData } from "./pixel-events";

/** Inlined into the client bundle at build time; the id is public by nature (every pixel request carries it). */
export function configuredPixelId(): string | null {
  const id = process.env.NEXT_PUBLIC_AD_PIXEL_ID?.trim();
  return id && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}

/**
 * Sends one pixel event, only when a pixel id is configured and the shopper accepted the banner; returns whether it
 * was sent. Never throws: analytics must not break shopping.
 */
export function trackEvent(event: PixelEvent, data: PixelEventData = {}): boolean {
  const pixelId = configuredPixelId();
  if (!pixelId || consentSnapshot() !== "accepted") return false;
  try {
    const image = new Image(1, 1);
    image.referrerPolicy = "strict-origin-when-cross-origin";
    image.src = pixelEventUrl(pixelId, event, data);
    return true;
  } catch {
    return false;
  }
}
