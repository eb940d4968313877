import {
  statementFileParamsSchema,
  statementQuerySchema,
  statementResponseSchema,
  taxSummaryQuerySchema,
  taxSummaryResponseSchema,
} from '../../validation/payouts';
import { coCodeParamsSchema } from '../../validation/responses';
import { defineEndpoints } from './define';

/** A member's payout statement for a month (as JSON, a PDF or a CSV) and its tax summary for a year. */
export const payouts = defineEndpoints('payouts', {
  payoutStatement: {
    method: 'GET',
    path: '/payouts/statements/:coCode',
    access: 'member',
    summary: "A member's payout statement for a month (default: the current month, so far)",
    params: coCodeParamsSchema,
    query: statementQuerySchema,
    responses: { 200: statementResponseSchema },
  },
  payoutStatementPdf: {
    method: 'GET',
    path: '/payouts/statements/:coCode/:month.pdf',
    access: 'member',
    summary: "A member's payout statement for a month as a PDF file",
    params: statementFileParamsSchema,
    responses: { 200: { file: 'application/pdf', description: 'PDF file' } },
  },
  payoutStatementCsv: {
    method: 'GET',
    path: '/payouts/statements/:coCode/:month.csv',
    access: 'member',
    summary: "A member's payout statement for a month as a CSV file",
    params: statementFileParamsSchema,
    responses: { 200: { file: 'text/csv', description: 'CSV file: the lines, then the totals, payments and team' } },
  },
  taxSummary: {
    method: 'GET',
    path: '/payouts/tax-summary/:coCode',
    access: 'member',
    summary: "A member's gross commission and TDS (section 194D) for a financial year, per quarter",
    params: coCodeParamsSchema,
    query: taxSummaryQuerySchema,
    responses: { 200: taxSummaryResponseSchema },
  },
});
