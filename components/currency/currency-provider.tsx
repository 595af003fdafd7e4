"use client";

import { createContext, use, useEffect, useMemo, useState, useSyncExternalStore } from "react";

import { detectCurrency, loadRates } from "@/components/currency/load-rates";
import {
  saveSelectedCurrency,
  savedCurrencySnapshot,
  serverCurrencySnapshot,
  subscribeSelectedCurrency,
} from "@/components/currency/selected-currency-store";
import { peggedAedRates } from "@/content/currency-pegs";
import { releaseHeldPrices } from "@/lib/currency/currency-pending-script";
import type { CurrencyCode } from "@/lib/currency/currencies";
import type { RatesPayload } from "@/lib/currency/rates-payload";

type CurrencyContextValue = {
  /** What the shopper chose (or what their country uses). */
  selected: CurrencyCode;
  /** What prices are shown in: the selection once its rate is known, AED until then or without one. */
  display: { code: CurrencyCode; rate: number };
  /** The currencies with a rate, once the rates have been asked for; null before. */
  available: ReadonlySet<CurrencyCode> | null;
  choose: (code: CurrencyCode) => void;
};

const aed = { code: "AED", rate: 1 } as const;

const CurrencyContext = createContext<CurrencyContextValue>({
  selected: "AED",
  display: aed,
  available: null,
  choose: () => {},
});

export const useCurrency = () => use(CurrencyContext);

/**
 * Seconds between asks while the server has no rate table yet (a cold start fetches it in the background, an outage
 * retries every few minutes): the page converts as soon as the table lands, without a reload.
 */
const retryDelaysMs = [2_000, 4_000, 8_000, 15_000, 30_000, 60_000, 120_000, 300_000];

/**
 * Live rates where known; the central banks' dollar pegs fill in for the pegged currencies (content/currency-pegs.ts).
 */
function usableRates(payload: RatesPayload | null): Partial<Record<CurrencyCode, number>> {
  return { ...peggedAedRates, ...(payload?.fetchedAt ? payload.rates : {}) };
}

/**
 * Pages are prerendered in AED for everyone; the shopper's currency is applied here, in the browser, from the
 * `selected-currency` cookie or the shopper's country, with rates from the one cached /api/rates payload.
 */
export function CurrencyProvider({ children }: { children: React.ReactNode }) {
  const saved = useSyncExternalStore(subscribeSelectedCurrency, savedCurrencySnapshot, serverCurrencySnapshot);
  const [detected, setDetected] = useState<CurrencyCode | null>(null);
  // undefined: not asked yet; null: asked, nothing usable came back.
  const [payload, setPayload] = useState<RatesPayload | null | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const selected = saved ?? detected ?? "AED";
  const needsRates = selected !== "AED";
  const live = !!payload?.fetchedAt;

  useEffect(() => {
    if (saved || detected) return;
    let current = true;
    void detectCurrency().then((code) => {
      if (current) setDetected(code);
    });
    return () => {
      current = false;
    };
  }, [saved, detected]);

  useEffect(() => {
    if (!needsRates || live) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The first ask may come from this browser's copy or its HTTP cache; a retry must reach the server.
    const ask = () =>
      void loadRates({ fresh: attempt > 0 }).then((loaded) => {
        if (!current) return;
        setPayload(loaded);
        if (!loaded?.fetchedAt && attempt < retryDelaysMs.length)
          timer = setTimeout(() => setAttempt((count) => count + 1), retryDelaysMs[attempt]);
      });
    ask();
    return () => {
      current = false;
      if (timer) clearTimeout(timer);
    };
  }, [needsRates, live, attempt]);

  // Prices held by the inline script (lib/currency/currency-pending-script.ts) show once they are in the currency
  // they will stay in: at once for AED, else after the rates have answered (converted, or AED without a rate). The
  // cookie is read here, not `selected`: a hydrating render still has the server's snapshot (AED).
  useEffect(() => {
    const chosen = savedCurrencySnapshot();
    if (!chosen || chosen === "AED" || payload !== undefined) releaseHeldPrices();
  }, [selected, payload]);

  const value = useMemo<CurrencyContextValue>(() => {
    if (payload === undefined) return { selected, display: aed, available: null, choose: saveSelectedCurrency };
    const rates = usableRates(payload);
    const rate = rates[selected];
    const available = new Set(Object.keys(rates) as CurrencyCode[]);
    return { selected, display: rate ? { code: selected, rate } : aed, available, choose: saveSelectedCurrency };
  }, [selected, payload]);

  return <CurrencyContext value={value}>{children}</CurrencyContext>;
}
