import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quickOrderMessages, type QuickOrderLine, type QuickOrderPreview } from '@phoneparts/contracts';
import { ApiRequestError } from '@phoneparts/shared-ui';
import { createFakeApi, failWith } from '@phoneparts/shared-ui/testing';
import { makeCart, makeCartLine } from '../../../testing/fixtures';
import { renderWithShop } from '../../../testing/render-with-shop';
import QuickOrderPage from '../../../routes/quick-order-page';

const part = {
  id: 'p-1',
  sku: 'APL-13-OLED',
  name: 'iPhone 13 Screen',
  picture: '/s.svg',
  minQuantity: 1,
  availableQuantity: 90,
  grade: 'Premium' as const,
};
const fineLine: QuickOrderLine = {
  lineNumber: 1,
  text: 'APL-13-OLED, 25',
  sku: 'APL-13-OLED',
  quantity: 25,
  verdict: 'fine',
  message: 'Fine',
  part,
  inCart: 0,
  unitPrice: 40,
  basePrice: 45,
  lineTotal: 1000,
};
const unknownLine: QuickOrderLine = {
  lineNumber: 2,
  text: 'NOPE, 3',
  sku: 'NOPE',
  quantity: 3,
  verdict: 'unknownSku',
  message: quickOrderMessages.unknownSku('NOPE'),
};
const preview: QuickOrderPreview = { lines: [fineLine, unknownLine], fineLines: 1, total: 1000 };

async function renderPage(api = createFakeApi({ 'POST /cart/preview': preview })) {
  await act(async () => renderWithShop(<QuickOrderPage />, { api, path: '/quick-order', url: '/quick-order' }));
  return api;
}

describe('QuickOrderPage', () => {
  it('previews pasted lines with a verdict each, then adds the good ones to the cart and opens it', async () => {
    const user = userEvent.setup();
    const api = await renderPage();
    api.answer('POST', '/cart/lines', makeCart([makeCartLine({ partId: 'p-1', quantity: 25 })]));
    expect(screen.getByRole('heading', { level: 1, name: 'Quick order' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('SKU and quantity, one part per line'), 'APL-13-OLED 25{Enter}NOPE 3');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const table = await screen.findByRole('table', { name: 'Quick order preview' });
    const [, fine, unknown] = within(table).getAllByRole('row');
    expect(fine).toHaveTextContent('iPhone 13 Screen');
    // The part's quality grade beside its name.
    expect(fine).toHaveTextContent('· Premium');
    expect(fine).toHaveTextContent('$40.00 instead of $45.00');
    expect(fine).toHaveTextContent('$1,000.00');
    expect(unknown).toHaveTextContent('No part has SKU NOPE.');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 lines can be added. $1,000.00');
    expect(api.calls.find((c) => c.path === '/cart/preview')?.body).toEqual({
      format: 'text',
      content: 'APL-13-OLED 25\nNOPE 3',
    });

    await user.click(screen.getByRole('button', { name: 'Add 1 line to cart' }));
    expect(await screen.findByText(/^Cart/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/cart/lines')?.body).toEqual({ lines: [{ partId: 'p-1', quantity: 25 }] });
  });

  it('sends a chosen file as CSV, and shows the API’s message when it cannot be read', async () => {
    const user = userEvent.setup();
    const message = quickOrderMessages.notCsv(2, 'Quoted field unterminated');
    const api = await renderPage(createFakeApi({ 'POST /cart/preview': failWith(400, message) }));
    const file = new File(['sku,quantity\n"APL,3\n'], 'order.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Or upload a CSV file'), file);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.calls[0].body).toEqual({ format: 'csv', content: 'sku,quantity\n"APL,3\n' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('names each refused line when the stock moved since the preview, and stays', async () => {
    const user = userEvent.setup();
    const api = await renderPage();
    api.answer('POST', '/cart/lines', () => {
      const message = quickOrderMessages.notAdded(['iPhone 13 Screen']);
      const lines = [
        {
          partId: 'p-1',
          name: 'iPhone 13 Screen',
          quantity: 25,
          availableQuantity: 4,
          message: "Quantity can't be greater than 4",
        },
      ];
      throw new ApiRequestError(message, 409, { statusCode: 409, error: 'Conflict', message, lines });
    });
    await user.type(screen.getByLabelText('SKU and quantity, one part per line'), 'APL-13-OLED 25');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Add 1 line to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was added: iPhone 13 Screen cannot be added as asked.',
    );
    expect(screen.getByText("iPhone 13 Screen: Quantity can't be greater than 4")).toBeInTheDocument();
  });

  it('offers no add when no line is fine', async () => {
    const user = userEvent.setup();
    await renderPage(createFakeApi({ 'POST /cart/preview': { lines: [unknownLine], fineLines: 0, total: 0 } }));
    await user.type(screen.getByLabelText('SKU and quantity, one part per line'), 'NOPE 3');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      await screen.findByText('No line can be added as it is: correct the lines and preview again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });
});
