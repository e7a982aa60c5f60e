import { uiMessages, type Order } from '@phoneparts/contracts';
import { useConfirmedDelete } from '../../../common/use-confirmed-delete';
import { useCancelOrderMutation } from '../api/cancel-order';

/**
 * Cancelling an unpaid order (docs/product.md#4-states): the confirmation, DELETE /myOrders/:id, the toast. One flow
 * for My Orders and the order page; `ask(order)` opens the dialog, render `dialog` once in the page.
 */
export function useOrderCancellation() {
  const [cancelOrder] = useCancelOrderMutation();
  return useConfirmedDelete<Pick<Order, '_id'>>({
    question: uiMessages.cancelOrderQuestion,
    done: uiMessages.orderCancelled,
    remove: (order) => cancelOrder(order._id).unwrap(),
  });
}
