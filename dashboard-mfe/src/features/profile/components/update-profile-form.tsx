import { shopCountryOf, uiMessages, updateProfileSchemaFor, type UserProfile } from '@phoneparts/contracts';
import { Button, TextField, useAuth, useShop } from '@phoneparts/shared-ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { dashboardPaths } from '../../../common/dashboard-paths';
import styles from '../../../common/form.module.css';
import { useSchemaForm } from '../../../common/use-schema-form';
import { useUpdateProfileMutation } from '../api/update-profile';

/** docs/product.md#5-validation, "Profile": all four fields required; submit stays disabled while any error shows. */
export function UpdateProfileForm({ saved }: { saved?: UserProfile }) {
  const { user } = useAuth();
  const [updateProfile] = useUpdateProfileMutation();
  const navigate = useNavigate();
  // A phone that is a number (without a country code, of the shop's country) is saved in E.164, as the API keeps it.
  const country = shopCountryOf(useShop().config);
  const schema = useMemo(() => updateProfileSchemaFor(country), [country]);
  const { register, errors, isSubmitting, submit } = useSchemaForm(schema, {
    mode: 'onTouched',
    defaultValues: {
      education: saved?.education ?? '',
      location: saved?.location ?? '',
      phone: saved?.phone ?? '',
      socialLinks: saved?.socialLinks ?? '',
    },
  });
  const hasErrors = Object.keys(errors).length > 0;

  const onSubmit = submit(async (values) => {
    if (!user) {
      toast.error(uiMessages.noUserLoggedIn);
      return;
    }
    const userName = saved?.userName || user.displayName;
    const answer = await updateProfile({
      email: user.email,
      body: userName ? { ...values, userName } : values,
    }).unwrap();
    if (answer) {
      toast.success(uiMessages.profileUpdated);
      navigate(dashboardPaths.myProfile);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField label="Education" error={errors.education?.message} {...register('education')} />
      <TextField label="Location" error={errors.location?.message} {...register('location')} />
      <TextField label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
      <TextField label="Social links" error={errors.socialLinks?.message} {...register('socialLinks')} />
      <Button type="submit" disabled={hasErrors || isSubmitting}>
        Save Profile
      </Button>
    </form>
  );
}
