/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { CurrencyProvider } from "@/components/currency/currency-provider";
import { CurrencySelect } from "@/components/currency/currency-select";
import { PriceTag } from "@/components/product/price-tag";

const rates = {
  base: "AED",
  rates: { AED: 1, SAR: 1.02, KWD: 0.0837, JPY: 41.5, USD: 0.2723 },
  fetchedAt: "2026-11-23T12:00:00.000Z",
};

type Answers = { currency?: string; rates?: unknown; ratesStatus?: number };

function answer({ currency = "AED", rates: ratesBody = rates, ratesStatus = 200 }: Answers = {}) {
  const fetchMock = jest.fn(async (url: string) => {
    // jsdom has no Response; the components read only ok and json().
    if (url === "/api/currency") return { ok: true, json: async () => ({ country: "XX", currency }) };
    if (url === "/api/rates") return { ok: ratesStatus === 200, json: async () => ratesBody };
    throw new Error(`unexpected ${url}`);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderShop() {
  return render(
    <CurrencyProvider>
      <CurrencySelect />
      <PriceTag price={99} originalPrice={120} savingsText={(amount) => `Save ${amount}`} />
    </CurrencyProvider>,
  );
}

const price = () => screen.getByText("Price:").parentElement!;

beforeEach(() => {
  document.cookie = "selected-currency=; Max-Age=0; Path=/";
  localStorage.clear();
});

describe("currency display", () => {
  test("a shopper in the UAE sees AED and the page asks for no rates", async () => {
    const fetchMock = answer();
    renderShop();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/currency"));
    expect(price()).toHaveTextContent("AED 99.00");
    expect(screen.getByText(/Save/)).toHaveTextContent("Save AED 21.00");
    expect(fetchMock).not.toHaveBeenCalledWith("/api/rates");
    expect(screen.getByLabelText("Currency")).toHaveValue("AED");
  });

  test("choosing SAR shows approximate SAR prices, says AED is what is paid, and remembers the choice", async () => {
    answer();
    renderShop();
    expect(Array.from(screen.getByLabelText<HTMLSelectElement>("Currency").options, (option) => option.value)).toEqual([
      "AED",
      "SAR",
      "KWD",
      "QAR",
      "BHD",
      "OMR",
      "USD",
      "EUR",
      "GBP",
      "JPY",
      "KRW",
    ]);
    // Before a shopper picks one, the list itself says the others are approximate and delivery is UAE only.
    expect(screen.getByRole("group", { name: "Approximate prices · UAE delivery only" })).toContainElement(
      screen.getByRole("option", { name: "SAR" }),
    );
    await userEvent.selectOptions(screen.getByLabelText("Currency"), "SAR");
    await waitFor(() => expect(price()).toHaveTextContent("approximately ≈ SAR 100.98"));
    expect(screen.getByText(/Save/)).toHaveTextContent("Save approximately ≈ SAR 21.42");
    // Said up front: another currency is for reading only; the order is paid in AED and delivered in the UAE.
    expect(
      screen.getByText("Approximate price in SAR. You pay AED 99.00. We deliver within the UAE only."),
    ).toBeInTheDocument();
    expect(document.cookie).toContain("selected-currency=SAR");
    expect(localStorage.getItem("exchange-rates")).toContain("SAR");
  });

  test.each([
    ["KWD", "KWD 8.286"],
    ["JPY", "JPY 4,109"],
    ["USD", "USD 26.96"],
  ])("a saved %s is applied with its own minor units", async (code, shown) => {
    const fetchMock = answer();
    document.cookie = `selected-currency=${code}; Path=/`;
    renderShop();
    await waitFor(() => expect(price()).toHaveTextContent(shown));
    expect(fetchMock).not.toHaveBeenCalledWith("/api/currency");
  });

  test("an unsupported saved currency is ignored in favour of the shopper's country", async () => {
    answer({ currency: "SAR" });
    document.cookie = "selected-currency=BTC; Path=/";
    renderShop();
    await waitFor(() => expect(price()).toHaveTextContent("SAR 100.98"));
    expect(screen.getByLabelText("Currency")).toHaveValue("SAR");
  });

  test.each([
    ["the rates route fails", { ratesStatus: 500 }],
    ["the server has no table yet", { rates: { base: "AED", rates: { AED: 1 }, fetchedAt: null } }],
    ["the answer is not a rates payload", { rates: { aed: "nonsense" } }],
  ])("when %s, a floating currency is named unavailable and prices stay in AED", async (_label, answers: Answers) => {
    const fetchMock = answer(answers);
    document.cookie = "selected-currency=KWD; Path=/";
    renderShop();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/rates"));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "KWD is unavailable right now; prices are shown in AED.",
    );
    expect(screen.getByLabelText("Currency")).toHaveValue("AED");
    expect(screen.getByRole("option", { name: "KWD" })).toBeDisabled();
    expect(screen.getByRole("option", { name: "EUR" })).toBeDisabled();
    expect(price()).toHaveTextContent("AED 99.00");
    expect(screen.queryByText(/Approximate price/)).not.toBeInTheDocument();
    expect(localStorage.getItem("exchange-rates")).toBeNull();
  });

  test.each([
    ["SAR", "SAR 101.09"],
    ["USD", "USD 26.96"],
    ["QAR", "QAR 98.12"],
    ["BHD", "BHD 10.136"],
    ["OMR", "OMR 10.365"],
  ])("without rates, %s converts at the central bank's dollar peg", async (code, shown) => {
    answer({ ratesStatus: 500 });
    document.cookie = `selected-currency=${code}; Path=/`;
    renderShop();
    await waitFor(() => expect(price()).toHaveTextContent(shown));
    expect(screen.getByLabelText("Currency")).toHaveValue(code);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  test("after a cold start the page converts once the server's first table lands, without a reload", async () => {
    jest.useFakeTimers();
    try {
      let tableReady = false;
      const fetchMock = jest.fn(async (url: string) => {
        if (url === "/api/rates")
          return {
            ok: true,
            json: async () => (tableReady ? rates : { base: "AED", rates: { AED: 1 }, fetchedAt: null }),
          };
        throw new Error(`unexpected ${url}`);
      });
      globalThis.fetch = fetchMock as unknown as typeof fetch;
      document.cookie = "selected-currency=KWD; Path=/";
      renderShop();
      expect(await screen.findByRole("status")).toHaveTextContent("KWD is unavailable right now");
      tableReady = true;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2_000);
      });
      await waitFor(() => expect(price()).toHaveTextContent("KWD 8.286"));
      expect(fetchMock).toHaveBeenLastCalledWith("/api/rates", { cache: "no-store" });
      expect(screen.getByLabelText("Currency")).toHaveValue("KWD");
      expect(screen.queryByRole("status")).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  test("rates this browser fetched within the hour are reused", async () => {
    localStorage.setItem("exchange-rates", JSON.stringify(rates));
    localStorage.setItem("exchange-rates-timestamp", String(Date.now() - 59 * 60_000));
    const fetchMock = answer();
    document.cookie = "selected-currency=SAR; Path=/";
    renderShop();
    await waitFor(() => expect(price()).toHaveTextContent("SAR 100.98"));
    expect(fetchMock).not.toHaveBeenCalledWith("/api/rates");
  });
});
