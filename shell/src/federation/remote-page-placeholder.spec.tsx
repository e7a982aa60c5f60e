import { render, screen } from '@testing-library/react';
import { homeHeroCopy, uiMessages } from '@phoneparts/contracts';
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
});
