import {
  certificateNumberParamsSchema,
  certificatePdfQuerySchema,
  certificateVerifyResponseSchema,
  certificationStatusResponseSchema,
  examAttemptParamsSchema,
  examResultResponseSchema,
  examSittingResponseSchema,
  examSubmitSchema,
  trainingHeartbeatResponseSchema,
  trainingHeartbeatSchema,
  trainingModuleParamsSchema,
  trainingResponseSchema,
} from '../../validation/certification';
import { defineEndpoints } from './define';

/** The signed-in member's certification (training, examination, certificate) and the public check of a certificate. */
export const certification = defineEndpoints('certification', {
  certificationStatus: {
    method: 'GET',
    path: '/certification/status',
    access: 'member',
    summary: "The signed-in member's certification: stage, training time, examination rules and attempts, certificate",
    responses: { 200: certificationStatusResponseSchema },
  },
  training: {
    method: 'GET',
    path: '/certification/training',
    access: 'member',
    summary: 'The training modules in order, with the time the server recorded for the signed-in member in each',
    responses: { 200: trainingResponseSchema },
  },
  trainingHeartbeat: {
    method: 'POST',
    path: '/certification/training/:moduleId/heartbeat',
    access: 'member',
    summary: 'A module is open and visible (or, with stop, no longer): the server credits the time it measured since the last heartbeat',
    description:
      'Only the time between two heartbeats of one session, measured by the server and capped at the heartbeat interval plus a little grace, is credited. A new session ends the member’s other sessions.',
    params: trainingModuleParamsSchema,
    body: trainingHeartbeatSchema,
    responses: { 200: trainingHeartbeatResponseSchema },
  },
  startExam: {
    method: 'POST',
    path: '/certification/exam/attempts',
    access: 'member',
    summary: 'Start an examination sitting (random questions, a deadline), or answer the open one again',
    description: '409 while the training is incomplete, once certified, or when no attempt is left today.',
    responses: { 200: examSittingResponseSchema },
  },
  submitExam: {
    method: 'POST',
    path: '/certification/exam/attempts/:attemptId/submit',
    access: 'member',
    summary: "Submit a sitting's answers, once, before its deadline; a pass issues the certificate",
    description:
      'A second submit is a 409 and changes nothing. After the deadline the answers are refused (409) and the sitting is recorded as expired. An answer to a question not in the sitting is a 400.',
    params: examAttemptParamsSchema,
    body: examSubmitSchema,
    responses: { 200: examResultResponseSchema },
  },
  certificatePdf: {
    method: 'GET',
    path: '/certification/certificate.pdf',
    access: 'member',
    summary: "The signed-in member's certificate as a PDF, in the language asked (else the request's)",
    query: certificatePdfQuerySchema,
    responses: { 200: { file: 'application/pdf', description: 'PDF file' } },
  },
  verifyCertificate: {
    method: 'GET',
    path: '/certification/verify/:number',
    access: 'public',
    summary: "Check a certificate by its number: the holder's name, its status and its date, nothing else",
    params: certificateNumberParamsSchema,
    responses: { 200: certificateVerifyResponseSchema },
  },
});
