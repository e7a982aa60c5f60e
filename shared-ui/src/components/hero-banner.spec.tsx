import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeroBanner } from './hero-banner';

const words = { title: 'We sell parts', claim: 'The best ones.', actionLabel: 'Shop now' };

describe('HeroBanner', () => {
  it('is a section named by its h1, with a working call to action', async () => {
    const onAction = jest.fn();
    render(<HeroBanner {...words} titleId="hero-title" onAction={onAction} />);
    expect(screen.getByRole('region', { name: 'We sell parts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'We sell parts' })).toHaveClass('ui-hero__title');
    await userEvent.click(screen.getByRole('button', { name: 'Shop now' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('as a preview draws the same boxes but has no heading, nothing to focus and nothing for assistive tech', async () => {
    const { container } = render(<HeroBanner {...words} preview />);
    const preview = screen.getByTestId('hero-preview');
    expect(preview).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('.ui-hero__title')).toHaveTextContent('We sell parts');
    expect(container.querySelector('.ui-hero__claim')).toHaveTextContent('The best ones.');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });
});
