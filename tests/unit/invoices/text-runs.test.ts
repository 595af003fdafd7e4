import { textRuns } from "@/lib/invoices/pdf/text-runs";

describe("textRuns (the PDF's right-to-left layout)", () => {
  test("Arabic letters go to the Arabic face, everything else to the Latin one", () => {
    expect(textRuns("مكتب 1204", true)).toEqual([
      { text: "مكتب", arabic: true },
      { text: " ", arabic: false },
      { text: "1204", arabic: false },
    ]);
  });

  test.each([
    ["English stays one run", "Tax Invoice INV-000001", false, ["Tax Invoice INV-000001"]],
    [
      "Arabic words, the spaces between them and numbers are runs of their own",
      "مكتب 1204، برج",
      true,
      ["مكتب", " ", "1204", "،", " ", "برج"],
    ],
    ["a bracket around Arabic faces the other way", "المبلغ (درهم)", true, ["المبلغ", " ", ")", "درهم", "("]],
    [
      "a code in brackets keeps its brackets around it",
      "الخصم (WELCOME10)",
      true,
      ["الخصم", " ", ")", "WELCOME10", "("],
    ],
    [
      "a Latin address keeps its numbers in its own order",
      "العنوان Villa 12, Street 4",
      true,
      ["العنوان", " ", "Villa 12, Street 4"],
    ],
    [
      "a sign stays with its number",
      "الطلب #1042 بنسبة 5% −32.70",
      true,
      ["الطلب", " ", "#1042", " ", "بنسبة", " ", "5%", " ", "−32.70"],
    ],
    [
      "direction marks are dropped (the faces have no glyph for them)",
      "\u200F12.50 د.إ.\u200F",
      true,
      ["12.50", " ", "د", ".", "إ", "."],
    ],
  ])("%s", (_label, text, rightToLeft, runs) => {
    expect(textRuns(text, rightToLeft).map((run) => run.text)).toEqual(runs);
  });
});
