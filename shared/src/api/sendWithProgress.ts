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

/** What fetch rejects with when its request is aborted without a reason of the signal's own. */
const abortError = () => new DOMException('The request was aborted.', 'AbortError');

export interface ProgressRequest {
  method: string;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
  /** The share of the body sent so far, 0 to 1. */
  onProgress: (share: number) => void;
  /**
   * How long the request may go with nothing happening (no more of the body sent, no answer coming)
   * before it is given up; 0 waits for ever. It counts from the start, so a connection that never
   * sends a byte is given up too, and starts again at each sign of life: a slow upload that keeps
   * moving is never cut off, however long the whole body takes.
   */
  timeoutMs: number;
  /** Told when the request is given up for silence (the promise then rejects with a 'TimeoutError'). */
  onTimeout: () => void;
}

/**
 * Sends a request whose body is large (files) with XMLHttpRequest, which tells how much of the body is
 * sent (fetch does not), and answers as fetch would: a Response; a TypeError when no answer came; the
 * signal's reason once it aborts, or an 'AbortError' when the browser aborts the request itself; a
 * 'TimeoutError' (after `onTimeout`) when nothing moved for `timeoutMs`. The request is settled once:
 * whatever the XMLHttpRequest reports after that (its own abort events, say) is ignored.
 */
export function sendWithProgress(xhr: XMLHttpRequest, url: string, request: ProgressRequest): Promise<Response> {
  const { method, headers, body, signal, onProgress, timeoutMs, onTimeout } = request;
  return new Promise((resolve, reject) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    /** The most of the body told sent so far: a progress event that sends nothing more is no sign of life. */
    let sent = -1;
    const finish = (): boolean => {
      if (settled) return false;
      settled = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      signal.removeEventListener('abort', abort);
      return true;
    };
    const fail = (error: unknown, abortXhr: boolean) => {
      if (!finish()) return;
      if (abortXhr) xhr.abort();
      reject(error);
    };
    function abort() {
      fail(signal.reason ?? abortError(), true);
    }
    const stalled = () => {
      if (!finish()) return;
      xhr.abort();
      onTimeout();
      reject(new DOMException(`Nothing sent and no answer for ${timeoutMs} ms.`, 'TimeoutError'));
    };
    /** Some sign of life: the silence allowed starts again. */
    const alive = () => {
      if (settled || timeoutMs <= 0) return;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(stalled, timeoutMs);
    };

    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    try {
      xhr.open(method, url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    } catch (error) {
      // A URL or header the request refuses, as fetch would.
      return fail(error, false);
    }
    xhr.upload.onprogress = (event) => {
      if (settled) return;
      if (event.loaded > sent) {
        sent = event.loaded;
        alive();
      }
      onProgress(event.lengthComputable && event.total > 0 ? Math.min(1, event.loaded / event.total) : 0);
    };
    xhr.upload.onload = () => {
      if (settled) return;
      alive();
      onProgress(1);
    };
    // The answer's headers, then its body, arriving.
    xhr.onreadystatechange = alive;
    xhr.onprogress = alive;
    xhr.onload = () => {
      if (!finish()) return;
      const status = xhr.status;
      resolve(
        new Response(NULL_BODY_STATUSES.has(status) ? null : xhr.responseText, { status, headers: headersOf(xhr.getAllResponseHeaders()) }),
      );
    };
    xhr.onerror = () => fail(new TypeError('Network request failed'), false);
    // Aborted by the browser (the page stopped or left), not by this code: as fetch's AbortError.
    xhr.onabort = () => fail(abortError(), false);
    alive();
    try {
      xhr.send(body);
    } catch (error) {
      fail(error, false);
    }
  });
}
