/**
 * Saves a URL (object URL or data URL) under `fileName` through a temporary link, as browsers require for downloads.
 */
export function downloadFile(url: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}
