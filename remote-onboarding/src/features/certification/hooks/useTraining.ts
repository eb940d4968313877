import { useCallback, useState } from 'react';
import { endpointKey, queryClient, refreshReads, useEndpointQuery } from '@portal/shared/data';
import {
  endpoints,
  type CertificationStatusResponse,
  type TrainingHeartbeatResponse,
  type TrainingResponse,
} from '@portal/shared/validation';
import { useTrainingHeartbeat, type TrainingHeartbeat } from './useTrainingHeartbeat';

const TRAINING = endpoints.certification.training;
const STATUS = endpoints.certification.certificationStatus;

/**
 * The server's answer to a heartbeat, put where the page shows it: the module's time in the modules' read,
 * the training's total in the certification's; the examination's rules are read again once the training
 * is complete.
 */
function showRecordedTime(answer: TrainingHeartbeatResponse): void {
  queryClient.setQueryData<TrainingResponse>(endpointKey(TRAINING), (read) =>
    read ? { ...read, modules: read.modules.map((module) => (module.id === answer.module.id ? answer.module : module)) } : read,
  );
  let completed = false;
  queryClient.setQueryData<CertificationStatusResponse>(endpointKey(STATUS), (read) => {
    if (!read) return read;
    completed = answer.training.complete && !read.training.complete;
    const { secondsDone, requiredSeconds, complete } = answer.training;
    return { ...read, training: { ...read.training, secondsDone, requiredSeconds, complete, minutesDone: Math.floor(secondsDone / 60) } };
  });
  if (completed) void refreshReads([STATUS]);
}

export interface Training {
  read: ReturnType<typeof useEndpointQuery<typeof TRAINING>>;
  /** The module open (being read, its time recorded), if any. */
  openId: number | null;
  toggle: (moduleId: number) => void;
  heartbeat: TrainingHeartbeat;
}

/** The training's modules, the one open, and its heartbeats while it is open and the page visible. */
export function useTraining(): Training {
  const read = useEndpointQuery(TRAINING);
  const [openId, setOpenId] = useState<number | null>(null);
  const toggle = useCallback((moduleId: number) => setOpenId((open) => (open === moduleId ? null : moduleId)), []);
  const heartbeat = useTrainingHeartbeat(openId, { intervalSeconds: read.data?.heartbeatSeconds ?? 30, onAnswer: showRecordedTime });
  return { read, openId, toggle, heartbeat };
}
