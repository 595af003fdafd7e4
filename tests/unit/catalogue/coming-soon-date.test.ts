import { comingSoonDayIn } from "@/lib/catalogue/coming-soon-date";
import { productMessages } from "@/content/messages/product";

describe("the coming-soon line (issue 32: the Arabic page showed the owner's English date)", () => {
  test("a day is written in each page's language", () => {
    expect(productMessages.en.comingSoonNotice(comingSoonDayIn("2027-03-15", "en"))).toBe(
      "Coming Soon - Available 15 March 2027",
    );
    const arabic = productMessages.ar.comingSoonNotice(comingSoonDayIn("2027-03-15", "ar"));
    expect(arabic).toContain("مارس");
    expect(arabic).not.toMatch(/March|2027-03-15/);
  });

  test("free text saved before the field took days stays off the Arabic page", () => {
    expect(comingSoonDayIn("Spring", "en")).toBe("Spring");
    expect(comingSoonDayIn("Spring", "ar")).toBeNull();
    expect(productMessages.ar.comingSoonNotice(comingSoonDayIn("Spring", "ar"))).toBe("قريبًا");
  });
});
