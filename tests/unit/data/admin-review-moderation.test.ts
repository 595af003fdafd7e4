import { eq } from "drizzle-orm";
import { revalidatePath, revalidateTag } from "next/cache";

import { moderateReviewAction } from "@/lib/actions/admin/moderate-review";
import { listPendingReviews } from "@/lib/admin/reviews/list-pending-reviews";
import { getAdminUser } from "@/lib/auth/admin";
import { reviews } from "@/lib/db/schema";
import { auditRows, formDataOf, insertReview, testAdmin } from "@/tests/support/admin-fixtures";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";


jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth/admin", () => ({ getAdminUser: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), updateTag: jest.fn(), revalidateTag: jest.fn() }));

beforeEach(() => jest.clearAllMocks());

const moderate = (id: string, decision: string) => moderateReviewAction(null, formDataOf({ id, decision }));
const statusOf = async (id: string) => (await db().select({ status: reviews.status }).from(reviews).where(eq(reviews.id, id)))[0]?.status;

const db = openTestDatabaseForFile();
describe("review moderation", () => {
  test("a visitor who is not an admin cannot approve: the review stays pending and no page is refreshed", async () => {
    const review = await insertReview(db(), { productName: "Matcha Pure Cleanser", productSlug: "matcha-pure-cleanser", title: "Gentle" });
    jest.mocked(getAdminUser).mockResolvedValue(null);
    expect(await moderate(review.id, "approve")).toEqual({ ok: false, code: "forbidden", message: "", fieldErrors: {}, values: {} });
    expect(await statusOf(review.id)).toBe("pending");
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  test("the queue lists pending reviews with their order number, oldest first", async () => {
    await insertReview(db(), { productName: "Hydra Bloom Serum", productSlug: null, title: "Dewy" });
    const queue = await listPendingReviews(db(), 1);
    expect(queue.rows.map((review) => review.title)).toEqual(["Gentle", "Dewy"]);
    expect(queue.rows[0]).toMatchObject({ orderNumber: expect.stringMatching(/^#\d+$/), customerName: "Layla Haddad", rating: 5 });
  });

  test("approving publishes the review, refreshes /reviews and the product page by tag, leaves the queue and is audited", async () => {
    const review = await insertReview(db(), { productName: "Matcha Clay Mask", productSlug: "matcha-clay-mask", title: "Glowing" });
    jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
    expect(await moderate(review.id, "approve")).toMatchObject({ ok: true, message: "Review approved: it now shows on the reviews page and the product page." });
    expect(await statusOf(review.id)).toBe("approved");
    expect(jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag).sort()).toEqual(["reviews", "reviews:matcha-clay-mask"]);
    expect(revalidatePath).toHaveBeenCalledWith("/admin/reviews");
    expect((await listPendingReviews(db(), 1)).rows.map((row) => row.title)).not.toContain("Glowing");
    const audit = (await auditRows(db())).filter((row) => row.target === `review:${review.id}`);
    expect(audit).toEqual([expect.objectContaining({ actorId: testAdmin.id, actorEmail: testAdmin.email, action: "review.approved" })]);

    // A late second click (or a second admin rejecting it) does not undo the decision.
    expect(await moderate(review.id, "reject")).toMatchObject({ ok: false, message: "This review was already moderated." });
    expect(await statusOf(review.id)).toBe("approved");
    expect((await auditRows(db())).filter((row) => row.target === `review:${review.id}`)).toHaveLength(1);
  });

  test("rejecting keeps the review unpublished; a review without a product page refreshes /reviews only", async () => {
    const review = await insertReview(db(), { productName: "Hydra Bloom Serum", productSlug: null, title: "Not for me" });
    jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
    expect(await moderate(review.id, "reject")).toMatchObject({ ok: true, message: "Review rejected: it will not be published." });
    expect(await statusOf(review.id)).toBe("rejected");
    expect(jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag)).toEqual(["reviews"]);
    expect((await auditRows(db())).filter((row) => row.target === `review:${review.id}`)).toEqual([expect.objectContaining({ action: "review.rejected" })]);
  });

  test.each([
    ["an unknown decision", { decision: "publish" }],
    ["an id that is not one", { id: "1 or 1=1" }],
  ])("refuses %s and changes nothing", async (_label, change) => {
    const review = await insertReview(db(), { productName: "Collagen Essence", productSlug: "collagen-essence", title: `Forged ${_label}` });
    jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
    const state = await moderateReviewAction(null, formDataOf({ id: review.id, decision: "approve", ...change }));
    expect(state).toMatchObject({ ok: false, message: "That request was not valid. Please reload the page and try again." });
    expect(await statusOf(review.id)).toBe("pending");
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
