import type { StoredMedia } from "@/lib/media/media-store";

/** How the last generation ended; the generator panel picks its toast and result pane from it. */
export type GenerateImageOutcome =
  "idle" | "generated" | "invalid" | "failed" | "empty" | "not_configured" | "throttled" | "forbidden";

export type GenerateImageState = {
  ok: boolean;
  outcome: GenerateImageOutcome;
  message: string | null;
  fieldErrors: { prompt?: string };
  /** The prompt as sent, so a submit made before JavaScript loaded (or a failed one) refills the box. */
  prompt: string;
  image: { dataUrl: string; fileName: string } | null;
  /** Where the image was kept; null when the media store failed (the image is still shown and downloadable). */
  saved: StoredMedia | null;
};

export const initialGenerateImageState: GenerateImageState = {
  ok: false,
  outcome: "idle",
  message: null,
  fieldErrors: {},
  prompt: "",
  image: null,
  saved: null,
};
