import { vi } from "vitest";

/** A file the console handed to the browser's download in a component test. */
export interface CaughtDownload {
  name: string;
  blob: Blob;
}

/**
 * Catches the files `downloadFile` hands over, for component tests: jsdom has neither object
 * URLs nor downloads, so the blob is kept where its address is made and named where its link is
 * clicked. Undo with `vi.unstubAllGlobals()` and `vi.restoreAllMocks()` after each test.
 */
export function catchDownloads(): CaughtDownload[] {
  const files: CaughtDownload[] = [];
  let pending: Blob | undefined;
  vi.stubGlobal(
    "URL",
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        pending = blob;
        return "blob:download";
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (pending !== undefined) files.push({ name: this.download, blob: pending });
  });
  return files;
}
