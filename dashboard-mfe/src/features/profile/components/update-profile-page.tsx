import { ErrorText, Loader, storeErrorMessage, useAuth } from '@phoneparts/shared-ui';
import { PageSection } from '@phoneparts/shared-ui/data-views';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetProfileQuery } from '../api/get-profile';
import { UpdateProfileForm } from './update-profile-form';

/** /dashboard/updateProfile: the form starts from the saved profile so nothing is retyped. */
export default function UpdateProfilePage() {
  const { user } = useAuth();
  const profile = useGetProfileQuery(user ? user.email : skipToken);
  let body;
  if (profile.error) body = <ErrorText>{storeErrorMessage(profile.error)}</ErrorText>;
  else if (user && profile.isLoading) body = <Loader />;
  else body = <UpdateProfileForm saved={profile.data} />;
  return (
    <PageSection level={1} title="Update Profile">
      {body}
    </PageSection>
  );
}
