import { zodResolver } from '@hookform/resolvers/zod';
import { uiMessages, updateProfileSchema, type UserProfile } from '@phoneparts/contracts';
import { Button, TextField, useAuth } from '@phoneparts/shared-ui';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { dashboardPaths } from '../common/dashboard-paths';
import { toastError } from '../common/error-message';
import styles from '../common/form.module.css';
import { useUpdateProfileMutation } from '../features/profile/api/update-profile';

/** Spec §5 "Profile": all four fields required; submit stays disabled while any error shows. */
export function UpdateProfileForm({ saved }: { saved?: UserProfile }) {
  const { user } = useAuth();
  const [updateProfile] = useUpdateProfileMutation();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(updateProfileSchema),
    mode: 'onTouched',
    defaultValues: {
      education: saved?.education ?? '',
      location: saved?.location ?? '',
      phone: saved?.phone ?? '',
      socialLinks: saved?.socialLinks ?? '',
    },
  });
  const hasErrors = Object.keys(errors).length > 0;

  const onSubmit = handleSubmit(async (values) => {
    if (!user) {
      toast.error(uiMessages.noUserLoggedIn);
      return;
    }
    try {
      const userName = saved?.userName || user.displayName;
      const answer = await updateProfile({
        email: user.email,
        body: userName ? { ...values, userName } : values,
      }).unwrap();
      if (answer) {
        toast.success(uiMessages.profileUpdated);
        navigate(dashboardPaths.myProfile);
      }
    } catch (error) {
      toastError(error);
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
