/** The name every photo archive is saved under (spec 2 §9). */
export const PHOTOS_FILE_NAME = 'images.zip';

/**
 * Has the browser save `url` under `fileName`, without leaving the page: a temporary link with
 * the download attribute (honoured for same-origin URLs; the server also names the file).
 */
export function downloadFile(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
