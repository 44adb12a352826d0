/**
 * Saves bytes the browser already holds as a file. Back-office downloads carry the session token
 * as a header, so a plain link cannot fetch them: the caller fetches the Blob, this saves it.
 * The one place the client touches `<a download>` and object URLs (machines and views never do).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  a.click();
  // Revoked on the next turn: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
