import "server-only";

import { adminMessages } from "@/content/messages/en/admin";
import { imageToolsMessages } from "@/content/messages/en/image-tools";
import { adminRefusals } from "@/lib/admin/admin-refusals";

const { generation } = imageToolsMessages;

/**
 * The image generator's refusals (lib/actions/generate-image.ts), in the back office's English. Unlike the other
 * back-office tables a caller who is not an admin is told so, but nothing about the request, not even the prompt.
 */
export const imageGenerationRefusals = adminRefusals({
  sign_in_required: generation.notAllowed,
  forbidden: generation.notAllowed,
  throttled: generation.throttled,
  unexpected: generation.failed(adminMessages.unexpected),
  invalid: generation.emptyPrompt,
  prompt_too_long: generation.promptTooLong,
  not_configured: generation.notConfigured,
  no_image_data: generation.noImageData,
  // The service's own reason is given with the refusal; these words stand in only without one.
  service_failed: generation.failed(adminMessages.unexpected),
});
