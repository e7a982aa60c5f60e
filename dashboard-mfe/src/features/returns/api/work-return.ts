import type { OrderReturn, ReturnReceiptBody, ReturnRefusalBody } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

type Step = { id: string; orderId: string };

/**
 * The admin's steps on a return (POST /admin/returns/:id/approve | refuse | receive | refund). Each
 * answers the return as it now is. Success or refusal, the list and the order's returns are read again:
 * a 409 means another admin moved the return first, and the row must show what they did.
 */
const refreshed = (_result: unknown, _error: unknown, { orderId }: Step) => [
  { type: 'Return' as const, id: listTag },
  { type: 'Return' as const, id: orderId },
];

const stepPath = (id: string, step: string) => `/admin/returns/${encodeURIComponent(id)}/${step}`;

export const workReturnApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    approveReturn: build.mutation<OrderReturn, Step>({
      query: ({ id }) => ({ method: 'post', path: stepPath(id, 'approve') }),
      invalidatesTags: refreshed,
    }),
    refuseReturn: build.mutation<OrderReturn, Step & { body: ReturnRefusalBody }>({
      query: ({ id, body }) => ({ method: 'post', path: stepPath(id, 'refuse'), body }),
      invalidatesTags: refreshed,
    }),
    receiveReturn: build.mutation<OrderReturn, Step & { body: ReturnReceiptBody }>({
      query: ({ id, body }) => ({ method: 'post', path: stepPath(id, 'receive'), body }),
      // Units back on sale change the parts' stock.
      invalidatesTags: (result, error, step) => [...refreshed(result, error, step), { type: 'Part', id: listTag }],
    }),
    refundReturn: build.mutation<OrderReturn, Step>({
      query: ({ id }) => ({ method: 'post', path: stepPath(id, 'refund') }),
      invalidatesTags: refreshed,
    }),
  }),
});

export const { useApproveReturnMutation, useRefuseReturnMutation, useReceiveReturnMutation, useRefundReturnMutation } =
  workReturnApi;
