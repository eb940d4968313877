import { z } from 'zod';
import { defineEndpoints } from './define';

/** The probes and the scrape: for the platform, not for the portal, so they stay out of the document. */
export const health = defineEndpoints('health', {
  health: {
    method: 'GET',
    path: '/healthz',
    access: 'public',
    summary: 'The process is up',
    hidden: true,
    responses: { 200: z.object({ status: z.literal('ok') }) },
  },
  ready: {
    method: 'GET',
    path: '/readyz',
    access: 'public',
    summary: 'The process can serve: its database answers',
    hidden: true,
    responses: { 200: z.object({ status: z.literal('ok'), demoSignIn: z.literal(true).optional() }) },
  },
  /** Prometheus's scrape, on the pods only: the gateway refuses it. */
  metrics: {
    method: 'GET',
    path: '/metrics',
    access: 'public',
    summary: "The process's metrics in Prometheus's text format",
    hidden: true,
    responses: { 200: { file: 'text/plain', description: 'Prometheus exposition format' } },
  },
});
