import type { CreateReviewBody, InsertResult } from '@phoneparts/contracts';
import { dashboardApi } from '../../../store/dashboard-api';

/** POST /reviews: the API takes the author's name and picture from the account. */
const addReviewApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    addReview: build.mutation<InsertResult, CreateReviewBody>({
      query: (body) => ({ method: 'post', path: '/reviews', body }),
    }),
  }),
});

export const { useAddReviewMutation } = addReviewApi;
