import type { UserProfile } from '@phoneparts/contracts';
import { ErrorText, Loader, PageSection, useAuth } from '@phoneparts/shared-ui';
import { apiPaths } from '../common/dashboard-paths';
import { useApiData } from '../common/use-api-data';
import { UpdateProfileForm } from './update-profile-form';

/** /dashboard/updateProfile: the form starts from the saved profile so nothing is retyped. */
export default function UpdateProfilePage() {
  const { user } = useAuth();
  const profile = useApiData<UserProfile[]>(user ? apiPaths.profile(user.email) : null);
  let body;
  if (profile.error) body = <ErrorText>{profile.error}</ErrorText>;
  else if (user && !profile.data) body = <Loader />;
  else body = <UpdateProfileForm saved={profile.data?.[0]} />;
  return <PageSection title="Update Profile">{body}</PageSection>;
}
