// The text of a PDF, page by page, as a reader would copy it out: pdfjs-dist (Mozilla's PDF reader) decodes the
// embedded fonts' character maps. A module of its own because pdfjs-dist ships ES modules only, which Jest's
// CommonJS runtime cannot load: the unit tests run it in a child process (tests/support/pdf-text-of.ts), the
// browser tests import it.
/** @param {Uint8Array} bytes */
export async function pdfText(bytes) {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join("\n"));
  }
  await document.destroy();
  return pages.join("\n\f\n");
}
