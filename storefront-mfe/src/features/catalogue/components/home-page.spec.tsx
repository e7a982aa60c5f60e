import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiMessages } from '@phoneparts/contracts';
import { defaultAvatarUrl } from '@phoneparts/shared-ui';
import { createFakeApi, deferred, makePart } from '@phoneparts/shared-ui/testing';
import { makeReview } from '../../../testing/fixtures';
import { renderWithShop } from '../../../testing/render-with-shop';
import HomePage from '../../../routes/home-page';
import { shopNowScrollMs } from './home-page';
import { scrollToElement } from './scroll-to-element';

// The animation itself is tested in scroll-to-element.spec.ts; here only what the page asks for.
jest.mock('./scroll-to-element', () => ({ scrollToElement: jest.fn() }));

const longComment = 'These screens fit perfectly and the delivery was very fast indeed';

/** Renders the page and waits for its first render. */
async function renderHome(
  reviews: () => unknown = () => [
    makeReview({ comment: longComment }),
    makeReview({ _id: 'r-2', userName: 'Kim', picture: '/images/kim.png', ratings: 4 }),
  ],
) {
  const api = createFakeApi({
    'GET /parts': () => [makePart()],
    'GET /parts/facets': { brands: [], categories: [], grades: [] },
    'GET /reviews?limit=6': reviews,
  });
  await act(async () => renderWithShop(<HomePage />, { api, path: '/', url: '/' }));
  await screen.findByRole('heading', { level: 1 });
  return api;
}

describe('HomePage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the six sections top to bottom with their texts, and shop by device before the products', async () => {
    await renderHome();
    const headings = screen.getAllByRole('heading', { level: 1 }).concat(screen.getAllByRole('heading', { level: 2 }));
    expect(headings.map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['We sell Mobile Parts', 'Our Products', "Buyer's Feedback", 'Contact Us']),
    );
    expect(
      screen.getByText(/largest cellphone parts provider with best quality products worldwide/),
    ).toBeInTheDocument();

    const strip = screen.getByRole('region', { name: 'Our business in numbers' });
    for (const [figure, label] of [
      ['50+', 'Countries'],
      ['7K+', 'Order delivered'],
      ['5K+', 'Happy Clients'],
      ['3K+', 'Posetive Review'],
    ]) {
      const item = within(strip).getByText(label).closest('li') as HTMLElement;
      expect(within(item).getByText(figure)).toBeInTheDocument();
    }

    const sections = Array.from(document.querySelectorAll('section'));
    const order = [
      'We sell Mobile Parts',
      '50+',
      'Shop by device',
      'Our Products',
      'Subscribe to our newsletter',
      "Buyer's Feedback",
      'Contact Us',
    ];
    expect(order.map((text) => sections.findIndex((s) => s.textContent?.includes(text)))).toEqual([
      0, 1, 2, 3, 4, 5, 6,
    ]);
    await screen.findByLabelText('Sort products');
  });

  it("'Shop now' scrolls to the summary strip in 500 ms and moves focus there", async () => {
    await renderHome();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Shop now' }));
    const strip = screen.getByRole('region', { name: 'Our business in numbers' });
    expect(shopNowScrollMs).toBe(500);
    expect(scrollToElement).toHaveBeenCalledWith(strip, 500);
    expect(strip).toHaveFocus();
  });

  it("shows the reviews with picture (default avatar), name, stars and the comment cut to 40 characters + '...'", async () => {
    await renderHome();
    const [cut] = await screen.findAllByText('These screens fit perfectly and the deli...');
    expect(cut).toHaveAttribute('title', longComment);
    // react-slick clones slides for its infinite loop, so each review may appear more than once.
    const samCard = screen.getAllByRole('figure').find((f) => within(f).queryByText('Sam'))!;
    expect(within(samCard).getByRole('img', { name: 'Sam' })).toHaveAttribute('src', defaultAvatarUrl);
    expect(within(samCard).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    const kimCard = screen.getAllByRole('figure').find((f) => within(f).queryByText('Kim'))!;
    expect(within(kimCard).getByRole('img', { name: 'Kim' })).toHaveAttribute('src', 'http://api.test/images/kim.png');
    expect(within(kimCard).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
  });

  it("shows 'Loading, Please wait...' while the reviews load", async () => {
    const pending = deferred<unknown>();
    await renderHome(() => pending.promise);
    const reviews = screen.getByRole('region', { name: "Buyer's Feedback" });
    expect(within(reviews).getByText(uiMessages.loading)).toBeInTheDocument();
    pending.resolve([makeReview()]);
    expect(await within(reviews).findAllByText('Great parts')).not.toHaveLength(0);
    expect(within(reviews).queryByText(uiMessages.loading)).not.toBeInTheDocument();
  });

  it('has a newsletter email field and the contact fields Name, Email, Message', async () => {
    await renderHome();
    const newsletter = screen.getByRole('region', { name: 'Subscribe to our newsletter' });
    expect(within(newsletter).getByLabelText('Your email')).toHaveAttribute('type', 'email');
    expect(within(newsletter).queryByRole('button')).not.toBeInTheDocument();

    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contact).getByLabelText('Name')).toBeInTheDocument();
    expect(within(contact).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(contact).getByLabelText('Message').tagName).toBe('TEXTAREA');
    await screen.findByLabelText('Sort products');
  });

  it('draws the catalogue and its filters once their reads answer', async () => {
    await renderHome();
    const products = screen.getByRole('region', { name: 'Our Products' });
    expect(await within(products).findAllByRole('article')).toHaveLength(1);
    expect(within(products).getByLabelText('Sort products')).toBeInTheDocument();
    expect(within(products).queryByText(uiMessages.loading)).not.toBeInTheDocument();
  });

  it('reads the catalogue, its filters and the reviews once each', async () => {
    const api = await renderHome();
    await screen.findByLabelText('Sort products');
    await new Promise((resolve) => setTimeout(resolve, 20)); // every early read has run by now
    const paths = api.calls.map((call) => call.path);
    expect(paths.sort()).toEqual(['/parts', '/parts/facets', '/reviews?limit=6']);
  });
});
