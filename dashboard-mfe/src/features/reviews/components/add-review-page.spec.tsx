import { apiMessages, uiMessages, validationMessages as m } from '@phoneparts/contracts';
import { screen, waitFor } from '@testing-library/react';
import { createFakeApi, failWith } from '@phoneparts/shared-ui/testing';
import { renderDashboard } from '../../../testing/render-dashboard';

describe('Add Review', () => {
  it('offers ratings 5, 4, 3, 2, 1 with 5 chosen', async () => {
    renderDashboard('/dashboard/addReview');
    const rating = await screen.findByLabelText('Rating');
    expect(Array.from((rating as HTMLSelectElement).options).map((o) => o.value)).toEqual(['5', '4', '3', '2', '1']);
    expect(rating).toHaveValue('5');
  });

  it("requires a comment: 'Description is required.'", async () => {
    const api = createFakeApi();
    const { events } = renderDashboard('/dashboard/addReview', { api });
    await events.click(await screen.findByRole('button', { name: 'Add Review' }));
    expect(await screen.findByText(m.reviewCommentRequired)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("posts the rating and comment, says 'Review Added' and clears the form", async () => {
    const api = createFakeApi({ 'POST /reviews': { acknowledged: true, insertedId: 'r1' } });
    const { events } = renderDashboard('/dashboard/addReview', { api });
    await events.selectOptions(await screen.findByLabelText('Rating'), '4');
    await events.type(screen.getByLabelText('Your review'), 'Fast shipping, perfect fit.');
    await events.click(screen.getByRole('button', { name: 'Add Review' }));

    expect(await screen.findByText(uiMessages.reviewAdded)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      ratings: 4,
      comment: 'Fast shipping, perfect fit.',
    });
    await waitFor(() => expect(screen.getByLabelText('Your review')).toHaveValue(''));
    expect(screen.getByLabelText('Rating')).toHaveValue('5');
  });

  it("shows the API's message when the review is refused", async () => {
    const api = createFakeApi({ 'POST /reviews': failWith(401, apiMessages.signInRequired) });
    const { events } = renderDashboard('/dashboard/addReview', { api });
    await events.type(await screen.findByLabelText('Your review'), 'Great');
    await events.click(screen.getByRole('button', { name: 'Add Review' }));
    expect(await screen.findByText(apiMessages.signInRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Your review')).toHaveValue('Great');
  });
});
