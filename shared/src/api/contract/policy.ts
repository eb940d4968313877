import { policyDownloadParamsSchema } from '../../validation/responses';
import { defineEndpoints } from './define';

/** A policy's schedule, for the policies sold in the caller's subtree. */
export const policy = defineEndpoints('policy', {
  policyDownload: {
    method: 'GET',
    path: '/policy/download/:soldBy/:policyNumber',
    access: 'member',
    summary: "A policy's schedule as a PDF file (policies sold in the caller's subtree)",
    params: policyDownloadParamsSchema,
    responses: { 200: { file: 'application/pdf', description: 'PDF file' } },
  },
});
