"use client";

import { createContext, use, useEffect, useMemo, useState, useSyncExternalStore } from "react";

import { detectCurrency, loadRates } from "@/components/currency/load-rates";
import { saveSelectedCurrency, savedCurrencySnapshot, serverCurrencySnapshot, subscribeSelectedCurrency } from "@/components/currency/selected-currency-store";
import type { CurrencyCode } from "@/lib/currency/currencies";
import type { RatesPayload } from "@/lib/currency/rates-payload";

type CurrencyContextValue = {
  /** What the shopper chose (or what their country uses). */
  selected: CurrencyCode;
  /** What prices are shown in: the selection once its rate is known, AED until then or without one. */
  display: { code: CurrencyCode; rate: number };
  choose: (code: CurrencyCode) => void;
};

const aed = { code: "AED", rate: 1 } as const;

const CurrencyContext = createContext<CurrencyContextValue>({ selected: "AED", display: aed, choose: () => {} });

export const useCurrency = () => use(CurrencyContext);

/**
 * Pages are prerendered in AED for everyone; the shopper's currency is applied here, in the browser, from the
 * `selected-currency` cookie or the shopper's country, with rates from the one cached /api/rates payload.
 */
export function CurrencyProvider({ children }: { children: React.ReactNode }) {
  const saved = useSyncExternalStore(subscribeSelectedCurrency, savedCurrencySnapshot, serverCurrencySnapshot);
  const [detected, setDetected] = useState<CurrencyCode | null>(null);
  const [rates, setRates] = useState<RatesPayload["rates"] | null>(null);
  const selected = saved ?? detected ?? "AED";

  useEffect(() => {
    if (saved || detected) return;
    let live = true;
    void detectCurrency().then((code) => {
      if (live) setDetected(code);
    });
    return () => {
      live = false;
    };
  }, [saved, detected]);

  useEffect(() => {
    if (selected === "AED" || rates) return;
    let live = true;
    void loadRates().then((payload) => {
      if (live && payload) setRates(payload.rates);
    });
    return () => {
      live = false;
    };
  }, [selected, rates]);

  const value = useMemo<CurrencyContextValue>(() => {
    const rate = rates?.[selected];
    return { selected, display: rate ? { code: selected, rate } : aed, choose: saveSelectedCurrency };
  }, [selected, rates]);

  return <CurrencyContext value={value}>{children}</CurrencyContext>;
}
