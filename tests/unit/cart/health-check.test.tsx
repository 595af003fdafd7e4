/** @jest-environment jsdom */
import { act, render } from "@testing-library/react";
import { toast } from "sonner";

import { HealthCheck } from "@/components/health/health-check";
import { LocaleProvider } from "@/components/i18n/locale-provider";
import { commerceMessages } from "@/content/messages/commerce";

jest.mock("sonner", () => ({ toast: { error: jest.fn() } }));

function answerHealth(body: unknown) {
  const fetchMock = jest.fn(async () => ({ ok: true, json: async () => body }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function mountAndWait(ms: number) {
  const view = render(<HealthCheck />);
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  return view;
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe("HealthCheck", () => {
  test("checks about 2 s after load and warns once per session when commerce is down", async () => {
    const fetchMock = answerHealth({ database: "ok", commerce: "error", provider: "Shopify" });
    const first = await mountAndWait(1_900);
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    expect(fetchMock).toHaveBeenCalledWith("/api/health", expect.anything());
    expect(toast.error).toHaveBeenCalledWith("Connection Failed", { description: expect.stringContaining("Shopify") });

    first.unmount();
    await mountAndWait(3_000);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  test.each([
    ["commerce is fine", { database: "ok", commerce: "ok" }],
    ["only the database failed", { database: "error", commerce: "ok" }],
    ["the answer is not understood", "<html>"],
  ])("stays silent when %s", async (_name, body) => {
    answerHealth(body);
    await mountAndWait(2_500);
    expect(toast.error).not.toHaveBeenCalled();
  });

  test("names the shop when the answer does not name the provider", async () => {
    answerHealth({ database: "ok", commerce: "error" });
    await mountAndWait(2_500);
    expect(toast.error).toHaveBeenCalledWith("Connection Failed", { description: expect.stringContaining("the shop") });
  });

  test.each([
    ["Shopify", "Shopify"],
    ["the shop", commerceMessages.ar.healthConnectionFailed.unnamedProvider],
  ])("warns in Arabic on an Arabic page when %s cannot be reached", async (provider, named) => {
    answerHealth({ database: "ok", commerce: "error", provider });
    render(
      <LocaleProvider locale="ar">
        <HealthCheck />
      </LocaleProvider>,
    );
    await act(async () => {
      jest.advanceTimersByTime(2_500);
    });
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    const { title, description } = commerceMessages.ar.healthConnectionFailed;
    expect(toast.error).toHaveBeenCalledWith(title, { description: description(named) });
  });

  test("stays silent when the endpoint cannot be reached", async () => {
    globalThis.fetch = jest.fn(async () => Promise.reject(new TypeError("Failed to fetch"))) as unknown as typeof fetch;
    await mountAndWait(2_500);
    expect(toast.error).not.toHaveBeenCalled();
  });
});
