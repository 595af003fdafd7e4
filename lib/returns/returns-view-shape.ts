import type { ReturnState } from "./return-states";

/** What tracking and the account's order page show of an order's returns (titles as the order recorded them). */
export type OrderReturnsView = {
  requests: {
    number: string;
    state: ReturnState;
    requested_at: string;
    lines: { title: string; quantity: number }[];
  }[];
  /** A return can be asked now: the lines with units left, by their position on the order, and the last day. */
  open: {
    last_day: string;
    /** The form's own key, so submitting it twice asks once. */
    request_key: string;
    lines: { position: number; title: string; left: number }[];
  } | null;
  /** Delivered, but the window has closed. */
  closed: boolean;
};
