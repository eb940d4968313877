import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { portalApi } from '@portal/shared';
import { endpoints, type TrainingHeartbeatResponse } from '@portal/shared/validation';
import { newSessionId } from '../lib/sessionId';

/** The longest gap between two heartbeats, whatever the server asks: time beyond it is not credited. */
export const MAX_HEARTBEAT_SECONDS = 30;

/**
 * What the open module's page is doing: `recording` (visible, heartbeats going out), `paused` (hidden:
 * none), `elsewhere` (another tab or device took over: none until `resume`), `idle` (no module open).
 */
export type HeartbeatState = 'idle' | 'recording' | 'paused' | 'elsewhere';

export interface TrainingHeartbeat {
  state: HeartbeatState;
  /** The last heartbeat did not reach the server (the next one is tried all the same). */
  failed: boolean;
  /** After `elsewhere`: record here again (a new session, which ends the other one). */
  resume: () => void;
}

export interface TrainingHeartbeatOptions {
  /** How often the server wants a heartbeat; capped at MAX_HEARTBEAT_SECONDS. */
  intervalSeconds: number;
  /** Each answer: the time the server recorded, to be shown as it is. */
  onAnswer: (answer: TrainingHeartbeatResponse) => void;
}

// Left (pagehide) counts as hidden even where the browser still says visible; shown again (pageshow, from
// the back-forward cache) as visible again.
let pageLeft = false;
function subscribeVisibility(onChange: () => void): () => void {
  const onHide = () => {
    pageLeft = true;
    onChange();
  };
  const onShow = () => {
    pageLeft = false;
    onChange();
  };
  document.addEventListener('visibilitychange', onChange);
  window.addEventListener('pagehide', onHide);
  window.addEventListener('pageshow', onShow);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
    window.removeEventListener('pagehide', onHide);
    window.removeEventListener('pageshow', onShow);
  };
}
const pageVisible = () => !pageLeft && document.visibilityState === 'visible';

/** Whether the page is on screen (the Page Visibility API), as a React value. */
export const usePageVisible = (): boolean => useSyncExternalStore(subscribeVisibility, pageVisible, () => true);

/**
 * The heartbeats of an open training module. While the module is open and the page visible, one goes out
 * at once and then every interval, in one session (a random id); the server measures the time between
 * them. When the page is hidden or left (or the module closed) a last one says `stop`, sent with
 * keepalive so it outlives the page; a page shown again starts a new session. The page never says how
 * long anything took: it only shows what the server answers.
 */
export function useTrainingHeartbeat(moduleId: number | null, { intervalSeconds, onAnswer }: TrainingHeartbeatOptions): TrainingHeartbeat {
  const visible = usePageVisible();
  const [failed, setFailed] = useState(false);
  // Bumped by resume: a new session, even for the same module.
  const [generation, setGeneration] = useState(0);
  // The module and session generation another tab or device took over from.
  const [yielded, setYielded] = useState<{ moduleId: number; generation: number } | null>(null);
  const elsewhere = yielded !== null && yielded.moduleId === moduleId && yielded.generation === generation;
  const recording = moduleId !== null && visible && !elsewhere;
  const onAnswerRef = useRef(onAnswer);
  useEffect(() => {
    onAnswerRef.current = onAnswer;
  }, [onAnswer]);
  const periodMs = Math.max(1, Math.min(intervalSeconds, MAX_HEARTBEAT_SECONDS)) * 1000;

  useEffect(() => {
    if (!recording || moduleId === null) return undefined;
    const session = newSessionId();
    let live = true;
    let inFlight = false;
    const send = (stop: boolean) =>
      portalApi.call(endpoints.certification.trainingHeartbeat, {
        params: { moduleId },
        body: { session, stop },
        ...(stop ? { keepalive: true } : {}),
      });

    const beat = () => {
      if (!live || inFlight) return;
      inFlight = true;
      send(false)
        .then(
          (answer) => {
            if (!live) return;
            setFailed(false);
            onAnswerRef.current(answer);
            // Another tab or device took over this member's training: this page stops recording.
            if (!answer.active) {
              end();
              setYielded({ moduleId, generation });
            }
          },
          () => {
            if (live) setFailed(true);
          },
        )
        .finally(() => {
          inFlight = false;
        });
    };

    const timer = setInterval(beat, periodMs);
    function end() {
      live = false;
      clearInterval(timer);
    }
    beat();
    return () => {
      if (!live) return;
      end();
      // Hidden, left, closed or another module opened: the server hears it at once.
      send(true).then(
        (answer) => onAnswerRef.current(answer),
        () => undefined,
      );
    };
  }, [recording, moduleId, periodMs, generation]);

  const resume = useCallback(() => {
    setFailed(false);
    setGeneration((value) => value + 1);
  }, []);

  const state: HeartbeatState = moduleId === null ? 'idle' : elsewhere ? 'elsewhere' : visible ? 'recording' : 'paused';
  return { state, failed, resume };
}
