import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { homeHeroCopy, uiMessages } from '@phoneparts/contracts';
import { deferred, makePart } from '@phoneparts/shared-ui/testing';
import { renderShell } from '../testing/render-shell';
import { RemotePagePlaceholder } from './remote-page-placeholder';

describe('RemotePagePlaceholder', () => {
  it("draws the home page's first screen (hidden from assistive tech) above the loader while the storefront loads", () => {
    render(<RemotePagePlaceholder id="storefront/HomePage" />);
    expect(screen.getByTestId('hero-preview')).toHaveTextContent(homeHeroCopy.sellerClaim);
    expect(screen.getByTestId('hero-preview')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(uiMessages.loading);
  });

  it('shows only the loader for a page without a preview', () => {
    render(<RemotePagePlaceholder id="storefront/PaymentPage" />);
    expect(screen.queryByTestId('hero-preview')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(uiMessages.loading);
  });

  describe('the part page', () => {
    const part = makePart({ _id: 'p 1', name: 'iPhone 13 Battery', picture: '/images/parts/battery.svg', price: 19.5 });
    const path = `/purchase/${encodeURIComponent(part._id)}`;
    const placeholder = (
      <Routes>
        <Route path="/purchase/:id" element={<RemotePagePlaceholder id="storefront/PurchasePage" />} />
      </Routes>
    );

    it('is drawn from the answer the shell prefetched, once it arrives: the part and its picture, hidden from assistive tech', async () => {
      const answer = deferred<[number, unknown]>();
      const routes = { [`GET ${path}`]: () => answer.promise };
      renderShell(placeholder, { path, token: 'jwt', routes, prefetch: [path] });
      expect(await screen.findByRole('status')).toHaveTextContent(uiMessages.loading);
      expect(screen.queryByTestId('part-preview')).toBeNull();

      answer.resolve([200, part]);
      const preview = await screen.findByTestId('part-preview');
      expect(preview).toHaveAttribute('aria-hidden', 'true');
      expect(preview).toHaveTextContent(part.name);
      expect(preview).toHaveTextContent('$19.50');
      expect(preview.querySelector('img')).toHaveAttribute('src', `http://api.test${part.picture}`);
      // The page's one h1 is the storefront's; the order form's place shows the loader.
      expect(screen.queryByRole('heading')).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent(uiMessages.loading);
    });

    it('stays a loader when nothing was prefetched, or the read failed', async () => {
      const failed = renderShell(placeholder, {
        path,
        token: 'jwt',
        routes: { [`GET ${path}`]: () => [404, { statusCode: 404, message: 'Part not found' }] },
        prefetch: [path],
      });
      expect(await screen.findByRole('status')).toHaveTextContent(uiMessages.loading);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByTestId('part-preview')).toBeNull();
      failed.unmount();

      renderShell(placeholder, { path, token: 'jwt', routes: { [`GET ${path}`]: () => [200, part] } });
      expect(await screen.findByRole('status')).toHaveTextContent(uiMessages.loading);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByTestId('part-preview')).toBeNull();
    });
  });
});
