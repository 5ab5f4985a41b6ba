import { readToken } from '../auth/token-storage';
import { buildUrl } from './api-client';
import { ApiError } from './api-error';

export interface Binary {
  blob: Blob;
  contentType: string;
  /** From Content-Disposition, when the server names the file. */
  filename?: string;
}

const filenameOf = (disposition: string | null): string | undefined =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1];

/**
 * A file the API serves as bytes (images by URL, PDFs, the print file), with the bearer token
 * (`POST` for a file whose making is recorded, as the refunds' transfer file):
 * customers' images and the documents are not public. The API client reads bodies as text or
 * JSON, which would corrupt them; failures reject with an ApiError like the client's.
 */
export const fetchBinary = async (
  path: string,
  signal?: AbortSignal,
  method: 'GET' | 'POST' = 'GET',
): Promise<Binary> => {
  const url = buildUrl(path);
  const token = readToken();
  const response = await fetch(url, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) {
    throw new ApiError({ status: response.status, url, headers: response.headers });
  }
  const blob = await response.blob();
  return {
    blob,
    contentType: response.headers.get('Content-Type') ?? blob.type,
    filename: filenameOf(response.headers.get('Content-Disposition')),
  };
};

/** The bytes of a base64 text as a Blob of the given type. */
export const blobOfBase64 = (base64: string, contentType: string): Blob => {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: contentType });
};

/**
 * Opens a file in a new tab. The tab is opened at once, inside the click, so that no popup
 * blocker stops it while the bytes are still loading.
 */
export const openInNewTab = async (load: () => Promise<Blob>): Promise<void> => {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await load());
    if (tab) {
      tab.location.href = url;
      // The tab keeps what it has loaded; the URL itself need not outlive the page.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
};

/** Bytes per String.fromCharCode call: well below any engine's argument limit. */
const CHUNK = 0x8000;

/** A blob as a `data:` URL, for an <img> that needs no object URL to revoke. */
export const dataUrlOf = async (blob: Blob): Promise<string> => {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
};

/** Saves a file under its name, as a download. */
export const saveFile = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
