import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrainingHeartbeat as HeartbeatBody } from '@portal/shared/validation';
import { answerCalls, setPageVisibility } from '../../../testing/answerCalls';
import { aHeartbeatAnswer, aModule } from '../../../testing/certificationData';
import { useTrainingHeartbeat } from './useTrainingHeartbeat';

interface Sent {
  params: { moduleId: number };
  body: HeartbeatBody;
  keepalive?: boolean;
}

/** The API answering every heartbeat as `active` says; the heartbeats sent, in order. */
function server(active: () => boolean = () => true) {
  const api = answerCalls({
    trainingHeartbeat: (input) =>
      Promise.resolve(aHeartbeatAnswer(aModule((input as Sent).params.moduleId, { secondsDone: 30 }), { active: active() })),
  });
  const sent = () => api.of('trainingHeartbeat') as Sent[];
  return { sent, beats: () => sent().filter((call) => !call.body.stop), stops: () => sent().filter((call) => call.body.stop) };
}

/** Lets the answers in flight arrive. */
const settle = () => act(async () => undefined);

function render(moduleId: number | null = 4, intervalSeconds = 15) {
  const onAnswer = vi.fn();
  const hook = renderHook(({ id }) => useTrainingHeartbeat(id, { intervalSeconds, onAnswer }), { initialProps: { id: moduleId } });
  return { ...hook, onAnswer };
}

beforeEach(() => {
  vi.useFakeTimers();
  setPageVisibility('visible');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setPageVisibility('visible');
});

describe('useTrainingHeartbeat', () => {
  it('while the module is open and the page visible: a heartbeat at once, then every interval, in one session', async () => {
    const api = server();
    const { result, onAnswer } = render(4, 15);
    await settle();
    expect(result.current.state).toBe('recording');
    expect(api.beats()).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(45_000));
    expect(api.beats()).toHaveLength(4);
    expect(new Set(api.beats().map((call) => call.body.session)).size).toBe(1);
    expect(api.beats()[0]?.params).toEqual({ moduleId: 4 });
    expect(api.beats()[0]?.body.session).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    // The page sends no time of its own: only the session.
    expect(Object.keys(api.beats()[0]?.body ?? {}).sort()).toEqual(['session', 'stop']);
    expect(api.stops()).toHaveLength(0);
    // Each answer is handed on, so the page shows the time the server recorded.
    expect(onAnswer).toHaveBeenCalledTimes(4);
    expect(onAnswer.mock.calls[0]?.[0].module.secondsDone).toBe(30);
  });

  it('never waits longer than 30 s between heartbeats, whatever the server asks', async () => {
    const api = server();
    render(4, 120);
    await settle();
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(api.beats()).toHaveLength(3);
  });

  it('hidden: a last heartbeat says stop (keepalive, same session) and none follows; shown again: a new session', async () => {
    const api = server();
    const { result } = render();
    await settle();
    const first = api.beats()[0]?.body.session;
    act(() => setPageVisibility('hidden'));
    await settle();
    expect(result.current.state).toBe('paused');
    expect(api.stops()).toEqual([{ params: { moduleId: 4 }, body: { session: first, stop: true }, keepalive: true }]);
    await act(async () => vi.advanceTimersByTimeAsync(120_000));
    expect(api.beats()).toHaveLength(1);

    act(() => setPageVisibility('visible'));
    await settle();
    expect(result.current.state).toBe('recording');
    expect(api.beats()).toHaveLength(2);
    expect(api.beats()[1]?.body.session).not.toBe(first);
  });

  it('the page left (pagehide): stop, sent so it outlives the page', async () => {
    const api = server();
    render();
    await settle();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await settle();
    expect(api.stops()).toHaveLength(1);
    expect(api.stops()[0]?.keepalive).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(api.beats()).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new Event('pageshow'));
    });
    await settle();
    expect(api.beats()).toHaveLength(2);
  });

  it('a module closed or another opened: stop for the one closed, a new session for the new one', async () => {
    const api = server();
    const { rerender } = render(4);
    await settle();
    rerender({ id: 5 });
    await settle();
    expect(api.stops().map((call) => call.params.moduleId)).toEqual([4]);
    expect(api.beats().map((call) => call.params.moduleId)).toEqual([4, 5]);
    rerender({ id: null });
    await settle();
    expect(api.stops().map((call) => call.params.moduleId)).toEqual([4, 5]);
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(api.beats()).toHaveLength(2);
  });

  it('another tab took over: this page stops recording until the member continues here', async () => {
    let active = true;
    const api = server(() => active);
    const { result } = render();
    await settle();
    active = false;
    await act(async () => vi.advanceTimersByTimeAsync(15_000));
    expect(result.current.state).toBe('elsewhere');
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(api.beats()).toHaveLength(2);
    // Hidden and shown again, it still leaves the other tab alone.
    act(() => setPageVisibility('hidden'));
    act(() => setPageVisibility('visible'));
    await settle();
    expect(api.beats()).toHaveLength(2);

    active = true;
    act(() => result.current.resume());
    await settle();
    expect(result.current.state).toBe('recording');
    expect(api.beats()).toHaveLength(3);
    expect(api.beats()[2]?.body.session).not.toBe(api.beats()[0]?.body.session);
  });

  it('a heartbeat that fails is reported, and the next one is sent all the same', async () => {
    let fail = true;
    const api = answerCalls({
      trainingHeartbeat: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(aHeartbeatAnswer(aModule(4)))),
    });
    const { result } = render();
    await settle();
    expect(result.current.failed).toBe(true);
    fail = false;
    await act(async () => vi.advanceTimersByTimeAsync(15_000));
    expect(result.current.failed).toBe(false);
    expect(api.of('trainingHeartbeat')).toHaveLength(2);
  });

  it('no module open: no heartbeat at all', async () => {
    const api = server();
    const { result } = render(null);
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current.state).toBe('idle');
    expect(api.sent()).toHaveLength(0);
  });
});
