import { clsx, type ClassValue } from "clsx";

import { mergeClasses } from "@/lib/ui/class-merge";

export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
