"use server";

import { adminMessages } from "@/content/messages/en/admin";
import { imageToolsMessages } from "@/content/messages/en/image-tools";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { initialGenerateImageState, type GenerateImageState } from "@/lib/images/generate-image-state";
import { imageGenerationByAdmin } from "@/lib/images/generation-limit";
import { getImageGenerator } from "@/lib/images/get-image-generator";
import { GENERATED_IMAGE_TYPES, toDataUrl } from "@/lib/images/image-bytes";
import { getMediaStore } from "@/lib/media/get-media-store";
import type { StoredMedia } from "@/lib/media/media-store";
import { IMAGE_PROMPT_MAX_LENGTH, imagePromptSchema } from "@/lib/validations/image-prompt";

const { generation } = imageToolsMessages;

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
  limit: ({ admin }) => (getImageGenerator().configured ? [[imageGenerationByAdmin, admin.id]] : []),
  answers: (refusal, { values: { prompt = "" } }): GenerateImageState => {
    // Nothing about the request is echoed to a non-admin, not even the prompt.
    if (refusal.code === "forbidden" || refusal.code === "sign_in_required")
      return { ...initialGenerateImageState, outcome: "forbidden", message: generation.notAllowed };
    const state = { ...initialGenerateImageState, prompt };
    if (refusal.code === "throttled")
      return { ...state, outcome: "throttled", message: generation.throttled(refusal.retryAfterSeconds) };
    if (refusal.code === "unexpected")
      return { ...state, outcome: "failed", message: generation.failed(adminMessages.unexpected) };
    const fieldErrors = { prompt: refusal.fieldErrors.prompt };
    return { ...state, outcome: "invalid", message: fieldErrors.prompt ?? generation.emptyPrompt, fieldErrors };
  },
  work: async ({ input, values: { prompt = "" } }): Promise<GenerateImageState> => {
    const state = (update: Partial<GenerateImageState>): GenerateImageState => ({
      ...initialGenerateImageState,
      prompt,
      ...update,
    });
    const generator = getImageGenerator();
    if (!generator.configured) return state({ outcome: "not_configured", message: generation.notConfigured });

    const result = await generator.generate(input.prompt);
    if (!result.ok) {
      if (result.reason === "empty") return state({ outcome: "empty", message: generation.noImageData });
      return state({ outcome: "failed", message: generation.failed(result.message) });
    }

    // A store outage must not throw away an image that was already paid for: it is still shown and downloadable.
    let saved: StoredMedia | null = null;
    try {
      saved = await getMediaStore().saveGeneratedImage(result.image);
    } catch (error) {
      console.error("[images] generated image not saved", error instanceof Error ? error.message : error);
    }

    const extension = GENERATED_IMAGE_TYPES[result.image.contentType];
    return state({
      ok: true,
      outcome: "generated",
      message: generation.success,
      image: { dataUrl: toDataUrl(result.image), fileName: `matcha-glow-generated-${Date.now()}.${extension}` },
      saved,
    });
  },
});
