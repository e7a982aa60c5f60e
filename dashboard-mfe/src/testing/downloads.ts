/** A file the page saved through an object URL on an `<a download>`. */
export interface SavedFile {
  fileName: string;
  file: Blob;
  /** Whether the object URL was revoked after the click (the Blob is not kept alive). */
  revoked(): boolean;
}

/**
 * jsdom has no object URLs and does not download: this records each file a page saves (the Blob given to
 * `URL.createObjectURL`, the `<a download>` name clicked) and whether its URL was revoked after.
 */
export function watchDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const revokedUrls = new Set<string>();
  let next = 0;
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      const url = `blob:test/${++next}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: jest.fn((url: string) => revokedUrls.add(url)),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const url = this.href;
    const file = blobs.get(url);
    if (file) saved.push({ fileName: this.download, file, revoked: () => revokedUrls.has(url) });
  });
  return saved;
}
