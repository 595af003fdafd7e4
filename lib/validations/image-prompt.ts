import "./browser-zod";
import { z } from "zod";

import { imageToolsMessages } from "@/content/messages/en/image-tools";

const { generation } = imageToolsMessages;

export const IMAGE_PROMPT_MAX_LENGTH = 1000;

/** The image generator's one input; an empty or blank prompt is the specification's 'Please enter a prompt'. */
export const imagePromptSchema = z.object({
  prompt: z.string(generation.emptyPrompt).trim().min(1, generation.emptyPrompt).max(IMAGE_PROMPT_MAX_LENGTH, generation.promptTooLong),
});

export type ImagePromptInput = z.infer<typeof imagePromptSchema>;
