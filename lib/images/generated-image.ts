import type { StoredMedia } from "@/lib/media/media-store";

/** What a generation that worked gives the generator panel (lib/actions/generate-image.ts). */
export type GeneratedImage = {
  /** The prompt as sent, so a submit made before JavaScript loaded refills the box and names the image. */
  prompt: string;
  image: { dataUrl: string; fileName: string };
  /** Where the image was kept; null when the media store failed (the image is still shown and downloadable). */
  saved: StoredMedia | null;
};
