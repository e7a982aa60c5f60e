import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';

const links = {
  first: 'http://api.test/myOrders?page=1&limit=20',
  prev: 'http://api.test/myOrders?page=1&limit=20',
  next: 'http://api.test/myOrders?page=3&limit=20',
  last: 'http://api.test/myOrders?page=6&limit=20',
};

describe('Pagination', () => {
  it('counts the pages from the last link and goes where prev and next point', async () => {
    const onPage = jest.fn();
    render(<Pagination list={{ total: 101, links }} page={2} limit={20} noun="orders" onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(nav).toHaveTextContent('Page 2 of 6 · 101 orders');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it('disables Previous on the first page and Next on the last, and counts from the total without a last link', () => {
    const { rerender } = render(
      <Pagination
        list={{ total: 45, links: { next: '/x?page=2' } }}
        page={1}
        limit={20}
        noun="parts"
        onPage={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 1 of 3 · 45 parts');

    rerender(
      <Pagination
        list={{ total: 45, links: { prev: '/x?page=2' } }}
        page={3}
        limit={20}
        noun="parts"
        onPage={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows nothing when the list fits on one page', () => {
    render(<Pagination list={{ total: 3, links: {} }} page={1} limit={20} noun="users" onPage={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('holds both buttons while the page asked for is on its way', () => {
    render(<Pagination list={{ total: 101, links }} page={3} limit={20} noun="orders" busy onPage={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
