import { createReviewSchema, defaultRating, ratingChoices, uiMessages } from '@phoneparts/contracts';
import { Button, SelectField, TextArea } from '@phoneparts/shared-ui';
import { PageSection } from '@phoneparts/shared-ui/data-views';
import { toast } from 'react-toastify';
import styles from '../../../common/form.module.css';
import { useSchemaForm } from '../../../common/use-schema-form';
import { useAddReviewMutation } from '../api/add-review';

const ratingOptions = ratingChoices.map((value) => ({ value, label: `${value} ${value === 1 ? 'star' : 'stars'}` }));
const emptyReview = { ratings: defaultRating, comment: '' };

/**
 * /dashboard/addReview (docs/product.md#5-validation, "Review"): the API takes the author's name and picture from the
 * account.
 */
export default function AddReviewPage() {
  const [addReview] = useAddReviewMutation();
  const { register, errors, isSubmitting, reset, submit } = useSchemaForm(createReviewSchema, {
    defaultValues: emptyReview,
  });

  const onSubmit = submit(async (review) => {
    const answer = await addReview(review).unwrap();
    if (answer.acknowledged) {
      toast.success(uiMessages.reviewAdded);
      reset(emptyReview);
    }
  });

  return (
    <PageSection level={1} title="Add Review">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <SelectField label="Rating" options={ratingOptions} error={errors.ratings?.message} {...register('ratings')} />
        <TextArea label="Your review" error={errors.comment?.message} {...register('comment')} />
        <Button type="submit" loading={isSubmitting}>
          Add Review
        </Button>
      </form>
    </PageSection>
  );
}
