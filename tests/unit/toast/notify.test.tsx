/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";

jest.unmock("@/components/toast/notify");

describe("notify", () => {
  test("mounts one Toaster on first use and shows every notice in it", async () => {
    const { notify } = await import("@/components/toast/notify");
    expect(screen.queryByRole("region", { name: /Notifications/ })).not.toBeInTheDocument();

    await act(async () =>
      notify.success("Added to Cart!", { description: "2 x Matcha Clay Mask added to your cart." }),
    );
    const toaster = await screen.findByRole("region", { name: /Notifications/ });
    expect(await within(toaster).findByText("Added to Cart!")).toBeInTheDocument();
    expect(within(toaster).getByText("2 x Matcha Clay Mask added to your cart.")).toBeInTheDocument();

    await act(async () => notify.error("Copy failed"));
    expect(await within(toaster).findByText("Copy failed")).toBeInTheDocument();
    expect(screen.getAllByRole("region", { name: /Notifications/ })).toHaveLength(1);

    // A success after a failure takes the failure away: the two never stand side by side.
    await act(async () => notify.success("Copied"));
    expect(await within(toaster).findByText("Copied")).toBeInTheDocument();
    // Sooner than the failure would have gone by itself (sonner keeps a notice for 4 s).
    await waitFor(() => expect(within(toaster).queryByText("Copy failed")).not.toBeInTheDocument(), { timeout: 1_000 });
  });
});
