import { clientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { contactMessages as en } from "../en/contact";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const contactTexts = clientTexts<Translation<typeof en>>(en, () => import("../ar/contact").then((module) => module.contactMessages));
