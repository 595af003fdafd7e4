import "@/content/browser-zod";
import { z } from "zod";

import { imageToolsMessages } from "@/content/messages/en/image-tools";
import { IMAGE_PROMPT_MAX_LENGTH } from "./image-prompt-limits";
import { textField } from "./text-field";

const { generation } = imageToolsMessages;

export { IMAGE_PROMPT_MAX_LENGTH };

/** The image generator's one input; an empty or blank prompt is the specification's 'Please enter a prompt'. */
export const imagePromptSchema = z.object({
  prompt: textField("en", generation.emptyPrompt)
    .trim()
    .min(1, generation.emptyPrompt)
    .max(IMAGE_PROMPT_MAX_LENGTH, generation.promptTooLong),
});

export type ImagePromptInput = z.infer<typeof imagePromptSchema>;
