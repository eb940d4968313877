import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, timeoutErrorMessage } from './apiError';
import { createApiClient } from './apiClient';
import { endpoints } from './contract';

/** A stand-in XMLHttpRequest the test drives: it records the request, then sends, answers or fails when told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: string | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
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
    this.aborted = true;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  /** The body going out: `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
    if (loaded === total) this.upload.onload?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const query = {
  id: 1,
  number: 'Q-000001',
  coCode: 'CO1',
  memberName: 'Asha',
  type: 'other',
  status: 'open',
  subject: { kind: 'none' },
  raisedAt: '2026-11-20T05:00:00.000Z',
  dueOn: '2026-12-04',
  overdue: false,
  ageDays: 0,
  decidedOn: null,
  adjustmentPaise: null,
  decisionReason: null,
  messageCount: 1,
  messages: [],
  canReply: true,
};

function client(timeoutMs = 1_000) {
  const fetchMock = vi.fn<typeof fetch>();
  const api = createApiClient({
    baseUrl: () => 'https://api.example.in',
    getToken: async () => 'id-token',
    fetch: fetchMock,
    XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest,
    timeoutMs,
  });
  return { api, fetchMock };
}

const body = {
  type: 'other' as const,
  subject: { kind: 'none' as const },
  message: 'Hello',
  attachments: [{ fileName: 'a.pdf', contentBase64: 'JVBERi0=' }],
};

beforeEach(() => {
  FakeXhr.last = null;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('API client — a body sent with its progress', () => {
  it('sends it with XMLHttpRequest (token and language in headers, never the URL), tells the share sent, and answers as fetch would', async () => {
    const { api, fetchMock } = client();
    const shares: number[] = [];
    const answer = api.call(endpoints.queries.raisePayoutQuery, {
      params: { coCode: 'CO1' },
      body,
      onUploadProgress: (share) => shares.push(share),
    });
    await vi.waitFor(() => expect(FakeXhr.last?.body).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(fetchMock).not.toHaveBeenCalled();
    expect([xhr.method, xhr.url]).toEqual(['POST', 'https://api.example.in/payouts/queries/CO1']);
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer id-token', 'Content-Type': 'application/json', 'Accept-Language': 'en' });
    expect(JSON.parse(xhr.body!)).toEqual(body);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.answer(201, { status: 'success', query });
    await expect(answer).resolves.toEqual({ status: 'success', query });
    expect(shares).toEqual([0.25, 1, 1]);
  });

  it('gives up only on silence: a slow upload that keeps moving is not a timeout; no byte sent, or a server silent after the body, is', async () => {
    vi.useFakeTimers();
    const { api } = client(1_000);
    const timedOut = async (answer: Promise<unknown>) => {
      const error = await answer.then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(ApiError);
      // The same error as the fetch path's when the server does not answer in time.
      expect(error).toMatchObject({ kind: 'network', timedOut: true, message: timeoutErrorMessage() });
    };
    const send = async () => {
      FakeXhr.last = null;
      const answer = api.call(endpoints.queries.raisePayoutQuery, { params: { coCode: 'CO1' }, body, onUploadProgress: () => {} });
      answer.catch(() => {});
      await vi.waitFor(() => expect(FakeXhr.last?.body).not.toBeNull());
      return { answer, xhr: FakeXhr.last! };
    };

    // Sending for five times the timeout, a little at a time: still going.
    const slow = await send();
    for (let sent = 20; sent < 200; sent += 20) {
      slow.xhr.progress(sent, 200);
      await vi.advanceTimersByTimeAsync(600);
    }
    expect(slow.xhr.aborted).toBe(false);
    slow.xhr.progress(200, 200);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(slow.xhr.aborted).toBe(true);
    await timedOut(slow.answer);

    // Not a byte sent (a connection that never opens).
    const stuck = await send();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stuck.xhr.aborted).toBe(true);
    await timedOut(stuck.answer);
  });

  it("stops at the caller's signal with its AbortError, which callers ignore, not a network error", async () => {
    const { api } = client();
    const controller = new AbortController();
    const answer = api.call(endpoints.queries.raisePayoutQuery, {
      params: { coCode: 'CO1' },
      body,
      onUploadProgress: () => {},
      signal: controller.signal,
    });
    answer.catch(() => {});
    await vi.waitFor(() => expect(FakeXhr.last?.body).not.toBeNull());
    const xhr = FakeXhr.last!;
    xhr.progress(50, 200);
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });

  it('turns a refusal into the usual ApiError with its fields, and no answer into a network error', async () => {
    const { api } = client();
    const refused = api.call(endpoints.queries.raisePayoutQuery, { params: { coCode: 'CO1' }, body, onUploadProgress: () => {} });
    await vi.waitFor(() => expect(FakeXhr.last?.body).not.toBeNull());
    FakeXhr.last!.answer(400, { status: 'error', message: 'Please check the fields.', errors: { message: 'Message is required' } });
    await expect(refused).rejects.toMatchObject({ status: 400, fieldErrors: { message: 'Message is required' } });

    FakeXhr.last = null;
    const lost = api.call(endpoints.queries.raisePayoutQuery, { params: { coCode: 'CO1' }, body, onUploadProgress: () => {} });
    await vi.waitFor(() => expect(FakeXhr.last?.body).not.toBeNull());
    const xhr = FakeXhr.last!;
    xhr.onerror?.();
    await expect(lost).rejects.toMatchObject({ kind: 'network' });
  });
});
