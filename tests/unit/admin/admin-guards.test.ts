import AdminAuditPage from "@/app/admin/audit/page";
import AdminMessagePage from "@/app/admin/messages/[id]/page";
import AdminMessagesPage from "@/app/admin/messages/page";
import AdminOrderPage from "@/app/admin/orders/[id]/page";
import AdminOrdersPage from "@/app/admin/orders/page";
import AdminOutboxPage from "@/app/admin/outbox/page";
import AdminReviewsPage from "@/app/admin/reviews/page";
import { GET as exportSubscribers } from "@/app/admin/subscribers/export/route";
import AdminSubscribersPage from "@/app/admin/subscribers/page";
import { fulfilOrderAction } from "@/lib/actions/admin/fulfil-order";
import { markMessageHandledAction } from "@/lib/actions/admin/mark-message-handled";
import { moderateReviewAction } from "@/lib/actions/admin/moderate-review";
import { retryOutboxEmailAction } from "@/lib/actions/admin/retry-outbox-email";
import { getDb } from "@/lib/db";
import { formDataOf } from "@/tests/support/admin-fixtures";

// The guard contract as main has it: nobody is an admin. Pages answer with the 404 page, actions with nothing.
jest.mock("@/lib/auth/admin", () => ({
  getAdminUser: async () => null,
  requireAdminPage: async () => {
    throw new Error("NEXT_HTTP_ERROR_FALLBACK;404");
  },
}));
jest.mock("@/lib/db", () => ({
  getDb: jest.fn(async () => Promise.reject(new Error("the database must not be touched"))),
}));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), updateTag: jest.fn(), revalidateTag: jest.fn() }));

const id = "7f0c2a8e-4a39-4a8e-9c55-0d9f1b2c3d4e";
const searchParams = Promise.resolve({});
const params = Promise.resolve({ id });

beforeEach(() => jest.clearAllMocks());

describe("every admin page checks for an admin itself, before reading anything", () => {
  test.each([
    ["/admin/orders", () => AdminOrdersPage({ searchParams })],
    ["/admin/orders/[id]", () => AdminOrderPage({ params })],
    ["/admin/reviews", () => AdminReviewsPage({ searchParams })],
    ["/admin/messages", () => AdminMessagesPage({ searchParams })],
    ["/admin/messages/[id]", () => AdminMessagePage({ params })],
    ["/admin/subscribers", () => AdminSubscribersPage({ searchParams })],
    ["/admin/outbox", () => AdminOutboxPage({ searchParams })],
    ["/admin/audit", () => AdminAuditPage({ searchParams })],
  ])("%s answers 404 to a non-admin", async (_path, renderPage) => {
    await expect(renderPage()).rejects.toThrow("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(getDb).not.toHaveBeenCalled();
  });
});

describe("every admin action and route handler checks for an admin itself", () => {
  test.each([
    [
      "fulfilOrderAction",
      () => fulfilOrderAction(null, formDataOf({ orderId: id, trackingCompany: "Aramex", trackingNumber: "AX1" })),
    ],
    ["moderateReviewAction", () => moderateReviewAction(null, formDataOf({ id, decision: "approve" }))],
    ["markMessageHandledAction", () => markMessageHandledAction(null, formDataOf({ id }))],
    ["retryOutboxEmailAction", () => retryOutboxEmailAction(null, formDataOf({ id }))],
  ])("%s called directly by a non-admin returns nothing and reads nothing", async (_name, call) => {
    expect(await call()).toEqual({ ok: false, code: "forbidden", message: "", fieldErrors: {}, values: {} });
    expect(getDb).not.toHaveBeenCalled();
  });

  test("the subscriber export answers a non-admin with an empty 404", async () => {
    const response = await exportSubscribers();
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("");
    expect(getDb).not.toHaveBeenCalled();
  });
});
