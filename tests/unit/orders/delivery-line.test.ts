import { deliveryLineMessages as ar } from "@/content/messages/ar/delivery-line";
import { deliveryLineMessages as en } from "@/content/messages/en/delivery-line";
import { deliveryLine } from "@/lib/delivery/delivery-line";

// Gulf time is UTC+4. 2026-11-22 is a Sunday; 2026-12-02 and 03 (Wednesday, Thursday) are National Day holidays (content/shop-promises.ts).
describe("the delivery line: the shipping page's promise for an order placed now, in Gulf time", () => {
  test.each([
    ["Sunday 10:48 GST", "2026-11-22T06:48:00Z", "Order within 3 h 12 min for delivery tomorrow, Mon 23 Nov"],
    ["Monday 13:59:30 GST", "2026-11-23T09:59:30Z", "Order within 1 min for delivery tomorrow, Tue 24 Nov"],
    ["Monday 14:00 GST, at the cut-off", "2026-11-23T10:00:00Z", "Order now for delivery on Wed 25 Nov"],
    ["Wednesday 20:00 GST", "2026-11-25T16:00:00Z", "Order now for delivery on Fri 27 Nov"],
    ["Thursday 09:00 GST", "2026-11-26T05:00:00Z", "Order within 5 h 0 min for delivery tomorrow, Fri 27 Nov"],
    ["Thursday 15:00 GST, before the weekend", "2026-11-26T11:00:00Z", "Order now for delivery on Mon 30 Nov"],
    ["Friday 10:00 GST", "2026-11-27T06:00:00Z", "Order now for delivery on Mon 30 Nov"],
    ["Saturday 20:00 GST", "2026-11-28T16:00:00Z", "Order now for delivery on Mon 30 Nov"],
    // The two holidays run into the weekend: processed on Sunday 6 Dec.
    ["Tuesday 1 Dec, 16:00 GST, before National Day", "2026-12-01T12:00:00Z", "Order now for delivery on Mon 7 Dec"],
    ["National Day, 10:00 GST", "2026-12-02T06:00:00Z", "Order now for delivery on Mon 7 Dec"],
  ])("%s: %s", (_when, at, line) => {
    expect(deliveryLine(new Date(at), "en", en)).toBe(line);
  });

  test("in Arabic, with the counted nouns and the Arabic day and month", () => {
    expect(deliveryLine(new Date("2026-11-22T06:48:00Z"), "ar", ar)).toBe(
      "اطلب خلال 3 ساعات و12 دقيقة ليصلك طلبك غدًا، الاثنين، 23 نوفمبر",
    );
    expect(deliveryLine(new Date("2026-11-23T08:58:00Z"), "ar", ar)).toBe(
      "اطلب خلال ساعة واحدة ودقيقتين ليصلك طلبك غدًا، الثلاثاء، 24 نوفمبر",
    );
  });
});
