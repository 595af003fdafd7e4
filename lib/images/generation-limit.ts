import "server-only";

import { defineRateLimit } from "@/lib/rate-limit/limit";

/** Each generation costs money at the image service: a stuck button or a script cannot run up the bill. */
export const imageGenerationByAdmin = defineRateLimit({
  name: "image-generation-admin",
  points: 20,
  durationSeconds: 600,
});
