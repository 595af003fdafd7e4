/** The text of a PDF, page by page (pages separated by a form feed line), as a reader would copy it out. */
export function pdfText(bytes: Uint8Array): Promise<string>;
