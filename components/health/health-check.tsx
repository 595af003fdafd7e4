"use client";

import { useEffect } from "react";

import { readCommerceHealth } from "@/components/health/read-commerce-health";
import { useLocale } from "@/components/i18n/locale-provider";
import { notify } from "@/components/toast/notify";
import { commerceTexts } from "@/content/messages/client/commerce";

const checkDelayMs = 2_000;
const checkTimeoutMs = 5_000;
const shownKey = "matcha-health-connection-failed-shown";

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(shownKey) === "1";
  } catch {
    return false;
  }
}

function rememberShown() {
  try {
    sessionStorage.setItem(shownKey, "1");
  } catch {
    // Storage may be blocked (private mode); the worst case is one more notice next visit.
  }
}

/** Warns once per browser session when the commerce provider cannot be reached; silent about everything else. */
export function HealthCheck() {
  const locale = useLocale();
  useEffect(() => {
    if (alreadyShown()) return;
    const controller = new AbortController();
    let timeout: number | undefined;
    const timer = window.setTimeout(async () => {
      timeout = window.setTimeout(() => controller.abort(), checkTimeoutMs);
      try {
        const response = await fetch("/api/health", { cache: "no-store", signal: controller.signal });
        const health = readCommerceHealth(await response.json());
        if (!health || health.ok || alreadyShown()) return;
        rememberShown();
        // The Arabic words are fetched only now, when an Arabic page's check failed.
        const { healthConnectionFailed } = locale === "en" ? commerceTexts.en : await commerceTexts.importArabic();
        notify.error(healthConnectionFailed.title, {
          description: healthConnectionFailed.description(health.provider ?? healthConnectionFailed.unnamedProvider),
        });
      } catch {
        // A slow or missing health endpoint must never disturb shopping.
      } finally {
        window.clearTimeout(timeout);
      }
    }, checkDelayMs);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(timeout);
      controller.abort();
    };
  }, [locale]);

  return null;
}
