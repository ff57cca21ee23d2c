/**
 * Hands text built in the browser to the browser's download (a report, an export), under a file
 * name, without a round trip to the server.
 */
export function downloadTextFile(fileName: string, text: string, type = "text/plain"): void {
  downloadFile(fileName, new Blob([text], { type: `${type};charset=utf-8` }));
}

/** Hands bytes the console already holds (a key store the server returned) to the browser's download. */
export function downloadFile(fileName: string, data: Blob): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is no longer needed.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
