/** Saves a file the page holds in the browser's downloads: an object URL on an `<a download>`, revoked after. */
export function saveFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Saves text the page holds as a file in the browser's downloads (no second request to the API). */
export function saveTextFile(fileName: string, text: string, type: string): void {
  saveFile(fileName, new Blob([text], { type }));
}
