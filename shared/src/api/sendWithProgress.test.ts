import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendWithProgress, type ProgressRequest } from './sendWithProgress';

type Handler = ((event?: unknown) => void) | null;

/**
 * A stand-in XMLHttpRequest the test drives. Like the browser's, aborting it fires its abort event (and
 * the body's), so a test sees that the request is settled once, whatever the XMLHttpRequest reports after.
 */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: string | null = null;
  status = 0;
  responseText = '';
  aborted = 0;
  upload: { onprogress: Handler; onload: Handler; onabort: Handler } = { onprogress: null, onload: null, onabort: null };
  onreadystatechange: Handler = null;
  onprogress: Handler = null;
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: string) {
    this.body = body;
  }
  abort() {
    this.aborted += 1;
    this.upload.onabort?.();
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-request-id: r-1\r\n';
  }
  /** The body going out: `loaded` of `total` bytes sent, and the upload's end once it is all out. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
    if (loaded === total) this.upload.onload?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onreadystatechange?.();
    this.onload?.();
  }
}

const TIMEOUT_MS = 1_000;

function send(overrides: Partial<ProgressRequest> = {}) {
  const xhr = new FakeXhr();
  const shares: number[] = [];
  const onTimeout = vi.fn();
  const controller = new AbortController();
  const answer = sendWithProgress(xhr as unknown as XMLHttpRequest, 'https://api.example.in/payouts/queries/CO1', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"message":"Hello"}',
    signal: controller.signal,
    onProgress: (share) => shares.push(share),
    timeoutMs: TIMEOUT_MS,
    onTimeout,
    ...overrides,
  });
  // Its outcome, read once the test has driven it: the Response, or what it rejected with.
  const outcome = answer.then(
    (response) => ({ response, error: null }),
    (error: unknown) => ({ response: null, error }),
  );
  return { xhr, shares, onTimeout, controller, outcome };
}

/** Whether the promise has settled yet (its outcome is in after the pending microtasks). */
async function settled(outcome: Promise<unknown>): Promise<boolean> {
  let done = false;
  void outcome.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('sendWithProgress', () => {
  it('answers as fetch would once the server answers: status, body and headers, having told the share sent', async () => {
    const { xhr, shares, onTimeout, outcome } = send();
    expect([xhr.method, xhr.url, xhr.headers, xhr.body]).toEqual([
      'POST',
      'https://api.example.in/payouts/queries/CO1',
      { 'Content-Type': 'application/json' },
      '{"message":"Hello"}',
    ]);
    xhr.progress(5, 20);
    xhr.progress(20, 20);
    xhr.answer(201, { status: 'success' });
    const { response, error } = await outcome;
    expect(error).toBeNull();
    expect(response!.status).toBe(201);
    expect(response!.headers.get('x-request-id')).toBe('r-1');
    await expect(response!.json()).resolves.toEqual({ status: 'success' });
    expect(shares).toEqual([0.25, 1, 1]);
    // Settled: no timer left to fire, nothing aborted.
    await vi.advanceTimersByTimeAsync(10 * TIMEOUT_MS);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(xhr.aborted).toBe(0);
  });

  it('gives up when nothing is sent at all (a connection that never opens): aborted, told, a TimeoutError', async () => {
    const { xhr, shares, onTimeout, outcome } = send();
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(await settled(outcome)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { error } = await outcome;
    expect(error).toMatchObject({ name: 'TimeoutError' });
    expect(xhr.aborted).toBe(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(shares).toEqual([]);
  });

  it('gives up when the body stops going out halfway, and when the server is silent once it is all sent', async () => {
    const halfway = send();
    halfway.xhr.progress(5, 20);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS / 2);
    halfway.xhr.progress(10, 20);
    // The same share told again is no progress: the silence still counts from the last bytes sent.
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS / 2);
    halfway.xhr.progress(10, 20);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS / 2);
    expect((await halfway.outcome).error).toMatchObject({ name: 'TimeoutError' });
    expect(halfway.xhr.aborted).toBe(1);
    expect(halfway.onTimeout).toHaveBeenCalledTimes(1);
    expect(halfway.shares).toEqual([0.25, 0.5, 0.5]);

    const silent = send();
    silent.xhr.progress(20, 20);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    expect((await silent.outcome).error).toMatchObject({ name: 'TimeoutError' });
    expect(silent.onTimeout).toHaveBeenCalledTimes(1);
  });

  it('keeps going for as long as the body keeps going out, however long that takes', async () => {
    const { xhr, shares, onTimeout, outcome } = send();
    for (let sent = 1; sent <= 20; sent++) {
      await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 100);
      xhr.progress(sent, 20);
    }
    // Twenty times the time allowed for silence, and still going.
    expect(await settled(outcome)).toBe(false);
    expect(onTimeout).not.toHaveBeenCalled();
    // The answer's headers, then its body, arriving slowly are signs of life too.
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 100);
    xhr.onreadystatechange?.();
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 100);
    xhr.onprogress?.();
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 100);
    xhr.answer(200, { status: 'success' });
    expect((await outcome).response?.status).toBe(200);
    expect(shares).toHaveLength(21);
    expect(xhr.aborted).toBe(0);
  });

  it('waits for ever with a time allowed of 0', async () => {
    const { xhr, onTimeout, outcome } = send({ timeoutMs: 0 });
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(await settled(outcome)).toBe(false);
    xhr.answer(204, null);
    const { response } = await outcome;
    expect(response!.status).toBe(204);
    expect(response!.body).toBeNull();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it("stops at the caller's abort, before or while sending, with the signal's reason as fetch does", async () => {
    const sending = send();
    sending.xhr.progress(5, 20);
    sending.controller.abort();
    const { error } = await sending.outcome;
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).toBe(sending.controller.signal.reason);
    expect(sending.xhr.aborted).toBe(1);
    // No timeout after it, nor progress told.
    sending.xhr.progress(10, 20);
    await vi.advanceTimersByTimeAsync(10 * TIMEOUT_MS);
    expect(sending.onTimeout).not.toHaveBeenCalled();
    expect(sending.shares).toEqual([0.25]);

    const reason = new Error('left the page');
    const controller = new AbortController();
    controller.abort(reason);
    const before = send({ signal: controller.signal });
    expect((await before.outcome).error).toBe(reason);
    // Never sent.
    expect(before.xhr.body).toBeNull();
  });

  it('rejects with an AbortError when the browser aborts the request itself, and with a TypeError when no answer came', async () => {
    const aborted = send();
    aborted.xhr.progress(5, 20);
    aborted.xhr.onabort?.();
    const { error } = await aborted.outcome;
    expect(error).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(10 * TIMEOUT_MS);
    expect(aborted.onTimeout).not.toHaveBeenCalled();

    const lost = send();
    lost.xhr.onerror?.();
    expect((await lost.outcome).error).toBeInstanceOf(TypeError);
    // An abort event after that (a page leaving, say) changes nothing.
    lost.xhr.onabort?.();
    expect((await lost.outcome).error).toBeInstanceOf(TypeError);
    await vi.advanceTimersByTimeAsync(10 * TIMEOUT_MS);
    expect(lost.onTimeout).not.toHaveBeenCalled();
  });
});
