import { currentLanguage, i18n } from '../i18n/index.ts';
import { ApiError, authTicket, endSessionFromResponse, readTokenHeaders, request } from './http.ts';

/**
 * File transfers: downloads (exports, templates, stored files) come back as a blob with the server's file
 * name; uploads go as multipart form data and answer with the usual envelope.
 */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header, preferring the RFC 5987 `filename*` form. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Badly encoded: fall through to the plain form.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

async function failure(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') return new ApiError(body.message, response.status);
  } catch {
    // Not JSON: use the status text.
  }
  return new ApiError(response.statusText || 'Request Error.', response.status);
}

/** POSTs `body` (GET when there is none) and returns the file the server sends. */
export async function downloadBlob(
  url: string,
  body?: unknown,
  fallbackName = 'download',
): Promise<DownloadedFile> {
  const headers = new Headers({ 'Accept-Language': currentLanguage() });
  // The same token handling as every other call (refresh in flight, session end on 401): http.ts.
  const ticket = await authTicket();
  for (const [name, value] of Object.entries(ticket.headers)) headers.set(name, value);
  const init: RequestInit = {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    credentials: 'same-origin',
  };
  if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    ticket.done();
    throw new ApiError(i18n.t('http.networkError'));
  }
  const tokenState = readTokenHeaders(response.headers);
  ticket.done();
  if ('Authorization' in ticket.headers && (tokenState === 'ended' || response.status === 401))
    endSessionFromResponse();
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) throw await failure(response);
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName),
  };
}

/** Hands a blob to the browser as a download. */
export function saveBlob({ blob, fileName }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Downloads and saves in one step (export buttons, templates). */
export async function downloadFile(url: string, body?: unknown, fallbackName?: string): Promise<void> {
  saveBlob(await downloadBlob(url, body, fallbackName));
}

/** Uploads one file as multipart form data (field `file`, plus extra text fields) and returns the result. */
export function uploadFile<T>(url: string, file: Blob, fields: Record<string, string> = {}): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file);
  return request<T>(url, { method: 'POST', body: form });
}

/** Uploads one file as the raw request body with its own content type (the retail sheet imports). */
export function uploadRaw<T>(url: string, file: Blob): Promise<T> {
  return request<T>(url, { method: 'POST', body: file });
}
