"use server";

import { imageToolsMessages } from "@/content/messages/en/image-tools";
import { formInput } from "@/lib/actions/action-input";
import { succeeded, type ActionResult } from "@/lib/actions/action-result";
import { defineAction, perAccount } from "@/lib/actions/define-action";
import type { GeneratedImage } from "@/lib/images/generated-image";
import { imageGenerationByAdmin } from "@/lib/images/generation-limit";
import { imageGenerationRefusals } from "@/lib/images/generation-refusals";
import { getImageGenerator } from "@/lib/images/get-image-generator";
import { GENERATED_IMAGE_TYPES, toDataUrl } from "@/lib/images/image-bytes";
import { getMediaStore } from "@/lib/media/get-media-store";
import type { StoredMedia } from "@/lib/media/media-store";
import { IMAGE_PROMPT_MAX_LENGTH, imagePromptSchema } from "@/lib/validations/image-prompt";
import { logError } from "@/lib/observability/json-log";

const { generation } = imageToolsMessages;
const byAdmin = perAccount(imageGenerationByAdmin);

/**
 * Generates one image from the admin's prompt, keeps it in the media store and returns it as data for the page.
 * Checks the caller itself: proxy.ts is only a first line, and this action can be POSTed to directly by its id.
 */
export const generateImageAction = defineAction({
  name: "admin/generate-image",
  who: "admin",
  read: formInput(["prompt"], IMAGE_PROMPT_MAX_LENGTH * 2),
  schema: imagePromptSchema,
  // Only a request that would reach the service is counted.
  limit: (context) => (getImageGenerator().configured ? byAdmin(context) : []),
  refusals: imageGenerationRefusals,
  keep: ["prompt"],
  // The message is the prompt's own error: empty (the table's 'invalid') or too long.
  invalidAs: (fieldErrors) => (fieldErrors.prompt === generation.promptTooLong ? "prompt_too_long" : "invalid"),
  work: async ({ input, values: { prompt = "" }, refuse }): Promise<ActionResult<GeneratedImage>> => {
    const generator = getImageGenerator();
    if (!generator.configured) return refuse("not_configured");

    const result = await generator.generate(input.prompt);
    if (!result.ok) {
      if (result.reason === "empty") return refuse("no_image_data");
      return refuse("service_failed", { message: generation.failed(result.message) });
    }

    // A store outage must not throw away an image that was already paid for: it is still shown and downloadable.
    let saved: StoredMedia | null = null;
    try {
      saved = await getMediaStore().saveGeneratedImage(result.image);
    } catch (error) {
      logError("[images] generated image not saved", error);
    }

    const extension = GENERATED_IMAGE_TYPES[result.image.contentType];
    const image = { dataUrl: toDataUrl(result.image), fileName: `matcha-glow-generated-${Date.now()}.${extension}` };
    return succeeded({ prompt, image, saved }, generation.success);
  },
});
