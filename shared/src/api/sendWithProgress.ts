/** Bodies of these statuses are empty: a Response made with one refuses a body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

export interface ProgressRequest {
  method: string;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
  /** The share of the body sent so far, 0 to 1. */
  onProgress: (share: number) => void;
  /** How long to wait for the answer once the body is all sent; 0 waits for ever. */
  timeoutMs: number;
  onTimeout: () => void;
}

/**
 * Sends a request whose body is large (files) with XMLHttpRequest, which tells how much of the body is
 * sent (fetch does not), and answers as fetch would: a Response, a TypeError when no answer came, the
 * signal's reason once it aborts. The time allowed for the answer starts only once the body is sent, so
 * a slow link uploading a few megabytes is not cut off as if the server did not answer.
 */
export function sendWithProgress(xhr: XMLHttpRequest, url: string, request: ProgressRequest): Promise<Response> {
  const { method, headers, body, signal, onProgress, timeoutMs, onTimeout } = request;
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const done = () => {
      if (timer !== null) clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    };
    function abort() {
      done();
      xhr.abort();
      reject(signal.reason ?? new DOMException('The request was aborted.', 'AbortError'));
    }
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.lengthComputable && event.total > 0 ? Math.min(1, event.loaded / event.total) : 0);
    xhr.upload.onload = () => {
      onProgress(1);
      if (timeoutMs > 0) timer = setTimeout(onTimeout, timeoutMs);
    };
    xhr.onload = () => {
      done();
      const status = xhr.status;
      resolve(
        new Response(NULL_BODY_STATUSES.has(status) ? null : xhr.responseText, { status, headers: headersOf(xhr.getAllResponseHeaders()) }),
      );
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    xhr.send(body);
  });
}
