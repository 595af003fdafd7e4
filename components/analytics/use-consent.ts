"use client";

import { useSyncExternalStore } from "react";

import { consentSnapshot, serverConsentSnapshot, subscribeConsent } from "@/lib/analytics/consent-store";

export const useConsent = () => useSyncExternalStore(subscribeConsent, consentSnapshot, serverConsentSnapshot);
