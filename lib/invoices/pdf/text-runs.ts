/**
 * Just enough of the Unicode bidirectional algorithm for an invoice line: pdf-lib draws one run of text in one face,
 * left to right, and its layout engine (fontkit) joins and orders the letters of an Arabic run itself. So a line is
 * cut into Arabic runs and the rest (Latin words, digits, amounts, codes), and a right-to-left line places those runs
 * from the right edge leftwards. Digits stay Western and left to right, as the PDF's view writes them.
 */
export type TextRun = {
  text: string;
  arabic: boolean;
  /** Arabic-Indic digits: drawn in the Arabic face but one by one, left to right, in the order they were typed. */
  digits?: true;
};

// Arabic letters and marks only: spaces and punctuation between words are drawn in the Latin face, because the
// Arabic face is cut down to the Arabic block (scripts/fonts/build-faces.sh) and has no space.
// Arabic-Indic digits (U+0660-0669, U+06F0-06F9) are a run of their own: fontkit lays out an Arabic-script run right to
// left, which reversed a typed '١٢٣' into '٣٢١'.
const ARABIC_RUN = /[\u0660-\u0669\u06F0-\u06F9]+|[\u0600-\u065F\u066A-\u06EF\u06FA-\u06FF\u200C\u200D]+/g;
const ARABIC_DIGITS = /^[\u0660-\u0669\u06F0-\u06F9]+$/;
// Direction marks, embeddings, overrides and isolates steer a browser's layout; the PDF places runs itself, so a
// customer's name cannot re-order the rest of its line with them (and the faces have no glyph for them). The same
// goes for the other invisible format and control characters, but not for ZWNJ/ZWJ, which steer Arabic joining.
const INVISIBLE =
  /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB]/g;
// pdf-lib starts a new line at each line break; a name typed with one must stay on its own line.
const LINE_BREAKS = /[\t\r\n\u000B\u000C\u0085\u2028\u2029]+/g;
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

/** One line of text as the PDF may draw it: line breaks and tabs become one space, invisible controls are dropped. */
export function drawableLine(text: string): string {
  return text.replace(LINE_BREAKS, " ").replace(INVISIBLE, "");
}

export function textRuns(text: string, rightToLeft: boolean): TextRun[] {
  const clean = drawableLine(text);
  const runs: TextRun[] = [];
  let last = 0;
  const pushOne = (part: string, arabic: boolean) => {
    if (!part) return;
    // A bracket between Arabic words faces the other way when the line runs right to left.
    const shown =
      rightToLeft && !arabic && !/[A-Za-z0-9]/.test(part)
        ? [...part].map((char) => MIRRORED[char] ?? char).join("")
        : part;
    runs.push(arabic && ARABIC_DIGITS.test(part) ? { text: part, arabic, digits: true } : { text: shown, arabic });
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
