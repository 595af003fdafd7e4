/**
 * Just enough of the Unicode bidirectional algorithm for an invoice line: pdf-lib draws one run of text in one face,
 * left to right, and its layout engine (fontkit) joins and orders the letters of an Arabic run itself. So a line is
 * cut into Arabic runs and the rest (Latin words, digits, amounts, codes), and a right-to-left line places those runs
 * from the right edge leftwards. Digits stay Western and left to right, as the PDF's view writes them.
 */
export type TextRun = { text: string; arabic: boolean };

// Arabic letters and marks only: spaces and punctuation between words are drawn in the Latin face, because the
// Arabic face is cut down to the Arabic block (scripts/fonts/build-faces.sh) and has no space.
const ARABIC_RUN = /[\u0600-\u06FF\u200C\u200D]+/g;
// Direction marks steer a browser's layout; the PDF places runs itself, and the faces have no glyph for them.
const DIRECTION_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const MIRRORED: Record<string, string> = { "(": ")", ")": "(", "[": "]", "]": "[" };

// A sign next to a number stays with it ('#1042', '5%', '−32.70'), as the bidi algorithm keeps it.
const EDGES = /^([^A-Za-z0-9#%+\-\u2212]*)(.*?)([^A-Za-z0-9#%+\-\u2212]*)$/s;

/**
 * The text between two Arabic runs of a right-to-left line, cut where the line's direction takes over: numbers
 * and the spaces around them are placed right to left ("5% −32.70"), but from the first Latin word on, everything
 * stays one left-to-right run ("Villa 12, Street 4"), as a number after a Latin word takes its direction.
 */
function rightToLeftPieces(part: string): string[] {
  const pieces: string[] = [];
  let latin: string | null = null;
  let spaces = "";
  for (const token of part.split(/(\s+)/).filter(Boolean)) {
    if (/^\s+$/.test(token)) {
      if (latin === null) pieces.push(...token);
      else spaces += token;
    } else if (latin !== null || /[A-Za-z]/.test(token)) {
      latin = latin === null ? token : `${latin}${spaces}${token}`;
      spaces = "";
    } else pieces.push(token);
  }
  if (latin !== null) pieces.push(latin);
  pieces.push(...spaces);
  return pieces;
}

export function textRuns(text: string, rightToLeft: boolean): TextRun[] {
  const clean = text.replace(DIRECTION_MARKS, "");
  const runs: TextRun[] = [];
  let last = 0;
  const pushOne = (part: string, arabic: boolean) => {
    if (!part) return;
    // A bracket between Arabic words faces the other way when the line runs right to left.
    const shown =
      rightToLeft && !arabic && !/[A-Za-z0-9]/.test(part)
        ? [...part].map((char) => MIRRORED[char] ?? char).join("")
        : part;
    runs.push({ text: shown, arabic });
  };
  const push = (part: string, arabic: boolean) => {
    if (!rightToLeft || arabic) return pushOne(part, arabic);
    for (const piece of rightToLeftPieces(part)) {
      // Spaces and punctuation at the edge of a Latin or number run belong to the right-to-left line around it.
      const [, leading = "", core = "", trailing = ""] = EDGES.exec(piece) ?? [];
      for (const bit of [...leading, core, ...trailing]) pushOne(bit, false);
    }
  };
  for (const match of clean.matchAll(ARABIC_RUN)) {
    push(clean.slice(last, match.index), false);
    push(match[0], true);
    last = match.index + match[0].length;
  }
  push(clean.slice(last), false);
  return runs;
}
