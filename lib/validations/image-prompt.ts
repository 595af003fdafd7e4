import "@/content/browser-zod";
import { z } from "zod";

import { imageToolsMessages } from "@/content/messages/en/image-tools";
import { IMAGE_PROMPT_MAX_LENGTH } from "./image-prompt-limits";

const { generation } = imageToolsMessages;

export { IMAGE_PROMPT_MAX_LENGTH };

/** The image generator's one input; an empty or blank prompt is the specification's 'Please enter a prompt'. */
export const imagePromptSchema = z.object({
  prompt: z
    .string(generation.emptyPrompt)
    .trim()
    .min(1, generation.emptyPrompt)
    .max(IMAGE_PROMPT_MAX_LENGTH, generation.promptTooLong),
});

export type ImagePromptInput = z.infer<typeof imagePromptSchema>;
