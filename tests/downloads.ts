import { afterEach, beforeEach } from 'vitest';

export interface Download {
  fileName: string;
  type: string;
  text: () => Promise<string>;
}

/**
 * The files the page hands the browser to save: a click on a link with `download` to an object URL. jsdom
 * has no object URLs (URL.createObjectURL is missing), so this gives it them for the file's tests, keeping
 * each Blob, and notes each such click; what the page does is unchanged.
 */
export function watchDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  const onClick = (event: MouseEvent) => {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute('download')) return;
    // jsdom would try to navigate to the link; a browser saves the file instead.
    event.preventDefault();
    const blob = blobs.get(link.href);
    if (!blob) throw new Error(`A download link to ${link.href}, which is no object URL of this page.`);
    downloads.push({ fileName: link.download, type: blob.type, text: () => blob.text() });
  };
  beforeEach(() => {
    let n = 0;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      const url = `blob:${window.location.origin}/${(n += 1)}`;
      blobs.set(url, blob as Blob);
      return url;
    };
    URL.revokeObjectURL = (url: string) => void blobs.delete(url);
    document.addEventListener('click', onClick);
  });
  afterEach(() => {
    document.removeEventListener('click', onClick);
    downloads.length = 0;
  });
  return downloads;
}
