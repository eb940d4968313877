import { salesFilterSchema, salesQuerySchema } from '../../validation/schemas';
import {
  coCodeParamsSchema,
  hierarchyResponseSchema,
  l1MemberResponseSchema,
  salesResponseSchema,
  salesSummaryResponseSchema,
} from '../../validation/responses';
import { defineEndpoints } from './define';

/** A member's downline and the sales of its subtree: the sales screens. */
export const sales = defineEndpoints('sales', {
  l1member: {
    method: 'GET',
    path: '/sales/l1member',
    access: 'member',
    summary: 'The signed-in member, and whether it has a downline',
    responses: { 200: l1MemberResponseSchema },
  },
  hierarchy: {
    method: 'GET',
    path: '/sales/hierarchy/:coCode',
    access: 'member',
    summary: 'The direct downline of the caller or of a member below it',
    params: coCodeParamsSchema,
    responses: { 200: hierarchyResponseSchema },
  },
  sales: {
    method: 'GET',
    path: '/sales/sales/:coCode',
    access: 'member',
    summary: "A page of the sales of a member's subtree, filtered",
    params: coCodeParamsSchema,
    query: salesQuerySchema,
    responses: { 200: salesResponseSchema },
  },
  salesSummary: {
    method: 'GET',
    path: '/sales/summary/:coCode',
    access: 'member',
    summary: "Totals of the sales of a member's subtree, filtered",
    params: coCodeParamsSchema,
    query: salesFilterSchema,
    responses: { 200: salesSummaryResponseSchema },
  },
  salesExport: {
    method: 'GET',
    path: '/sales/export/:coCode',
    access: 'member',
    summary: "The sales of a member's subtree, filtered, as a CSV file",
    params: coCodeParamsSchema,
    query: salesFilterSchema,
    responses: { 200: { file: 'text/csv', description: 'CSV file, one row per sale' } },
  },
});
