/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";

import { DebugDiagnostics } from "@/components/diagnostics/debug-diagnostics";
import { DiagnosticsPanel } from "@/components/diagnostics/diagnostics-panel";
import { canSeeDiagnosticsAction } from "@/lib/actions/diagnostics-access";

jest.mock("@/lib/actions/diagnostics-access", () => ({ canSeeDiagnosticsAction: jest.fn() }));
const canSeeDiagnostics = jest.mocked(canSeeDiagnosticsAction);

const report = {
  provider: "Shopify",
  checkedAt: "2026-11-23T12:00:00.000Z",
  shop: { name: "Matcha Glow", primaryDomain: "matchaglow.ae" },
  checks: [
    { id: "reachable", label: "Provider reachable", pass: true, detail: "Matcha Glow answered from matchaglow.ae" },
    {
      id: "domain-allowed",
      label: "Primary domain on the allow-list",
      pass: false,
      detail: "matchaglow.ae is not on the allow-list",
    },
    { id: "invalid-token-401", label: "An invalid token is refused with 401", pass: true, detail: "Refused with 401" },
  ],
};

function answer(status: number, body: unknown = report) {
  const fetchMock = jest.fn(async () => ({ ok: status === 200, status, json: async () => body }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const settle = () => act(async () => {});

describe("?debug=1 diagnostics", () => {
  test("without ?debug=1 nothing is rendered and nothing is asked", async () => {
    const fetchMock = answer(200);
    const { container } = render(<DebugDiagnostics />);
    await settle();
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(canSeeDiagnostics).not.toHaveBeenCalled();
  });

  describe("with ?debug=1", () => {
    beforeEach(() => window.history.replaceState(null, "", "/collection?debug=1"));
    afterEach(() => window.history.replaceState(null, "", "/"));

    // A "no", and a refusal of the action (it failed on the server), both keep the panel out.
    test.each([
      ["answered no", { ok: true, data: false }],
      ["refused", { ok: false, code: "unexpected", message: "Something went wrong.", fieldErrors: {}, values: {} }],
    ] as const)(
      "a shopper's page asks whether the session is an admin's (%s), and never loads the panel or asks its route",
      async (_case, reply) => {
        canSeeDiagnostics.mockClear().mockResolvedValue(reply);
        const fetchMock = answer(200);
        const { container } = render(<DebugDiagnostics />);
        await settle();
        await act(async () => {
          await jest.runOnlyPendingTimersAsync();
        });
        expect(canSeeDiagnostics).toHaveBeenCalledTimes(1);
        expect(fetchMock).not.toHaveBeenCalled();
        expect(container).toBeEmptyDOMElement();
      },
    );

    test("an admin's page loads the panel, which asks its route", async () => {
      canSeeDiagnostics.mockResolvedValue({ ok: true, data: true });
      const fetchMock = answer(200);
      render(<DebugDiagnostics />);
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      expect(await screen.findByRole("complementary", { name: "Connectivity diagnostics" })).toBeInTheDocument();
    });
  });

  test("a visitor the route does not know as an admin sees nothing, and the panel stops asking", async () => {
    const fetchMock = answer(404, { error: "Not Found" });
    const { container } = render(<DiagnosticsPanel />);
    await settle();
    expect(container).toBeEmptyDOMElement();
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test("an admin sees the shop, its domain and each proof test with pass or fail, refreshed every 30 s", async () => {
    const fetchMock = answer(200);
    render(<DiagnosticsPanel />);
    await settle();
    const panel = screen.getByRole("complementary", { name: "Connectivity diagnostics" });
    expect(panel).toHaveTextContent("Shop nameMatcha Glow");
    expect(panel).toHaveTextContent("Primary domainmatchaglow.ae");
    const tests = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(tests).toEqual([
      "pass Provider reachable: Matcha Glow answered from matchaglow.ae",
      "fail Primary domain on the allow-list: matchaglow.ae is not on the allow-list",
      "pass An invalid token is refused with 401: Refused with 401",
    ]);
    expect(fetchMock).toHaveBeenCalledWith("/api/diagnostics", expect.objectContaining({ cache: "no-store" }));

    await act(async () => {
      jest.advanceTimersByTime(29_000);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      jest.advanceTimersByTime(1_000);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test("a broken answer says the checks could not run", async () => {
    answer(500, { error: "Shopify is not configured" });
    render(<DiagnosticsPanel />);
    await settle();
    expect(screen.getByRole("alert")).toHaveTextContent("The checks could not be run.");
  });
});
