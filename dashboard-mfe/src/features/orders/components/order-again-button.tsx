import type { Order, ReorderNotice } from '@phoneparts/contracts';
import { Button, type ButtonProps, storeErrorMessage } from '@phoneparts/shared-ui';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { dashboardPaths } from '../../../common/dashboard-paths';
import { useReorderMutation } from '../api/reorder';

/**
 * "Order again" (docs/product.md#14-order-again): the API puts the order's lines in the cart at today's prices and
 * stock; the cart page then opens and shows what changed (handed over in the route's state).
 */
export function OrderAgainButton({ order, size }: { order: Order; size?: ButtonProps['size'] }) {
  const navigate = useNavigate();
  const [reorder, { isLoading }] = useReorderMutation();

  async function onClick() {
    try {
      const { changes, addedLines } = await reorder(order._id).unwrap();
      const state: ReorderNotice = { reorder: { orderId: order._id, changes, addedLines } };
      navigate(dashboardPaths.cart, { state });
    } catch (error) {
      toast.error(storeErrorMessage(error));
    }
  }

  return (
    <Button type="button" variant="secondary" size={size} loading={isLoading} onClick={() => void onClick()}>
      Order again
    </Button>
  );
}
