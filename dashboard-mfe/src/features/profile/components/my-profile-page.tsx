import { formatPhone, uiMessages } from '@phoneparts/contracts';
import { Avatar, ErrorText, Loader, buttonClassName, storeErrorMessage, useAuth } from '@phoneparts/shared-ui';
import { PageSection } from '@phoneparts/shared-ui/data-views';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dashboardPaths } from '../../../common/dashboard-paths';
import { useGetProfileQuery } from '../api/get-profile';
import { BusinessDetails } from './business-details-form';
import { ProfileLinks } from './profile-links';
import styles from './my-profile-page.module.css';

/**
 * /dashboard/myProfile (docs/product.md#28-dashboard): the profile is read as the first element of GET /user/:email.
 */
export default function MyProfilePage() {
  const { user } = useAuth();
  const profile = useGetProfileQuery(user ? user.email : skipToken);
  if (!user) return null;
  if (profile.error) return <ErrorText>{storeErrorMessage(profile.error)}</ErrorText>;
  if (profile.isLoading) return <Loader />;

  const details = profile.data;
  const name = details?.userName || user.displayName || uiMessages.newUser;
  const rows: [string, ReactNode][] = [
    ['Email', user.email],
    ['Education', details?.education],
    ['Location', details?.location],
    ['Phone', details?.phone ? formatPhone(details.phone) : details?.phone],
    ['Links', details?.socialLinks ? <ProfileLinks text={details.socialLinks} /> : null],
  ];

  return (
    <PageSection level={1} title="My Profile">
      <div className={styles.card}>
        <div className={styles.identity}>
          <Avatar src={details?.photoURL ?? user.photoURL} alt={name} size={72} />
          <p className={styles.name}>{name}</p>
        </div>
        <dl className={styles.details}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>{value || <span className={styles.missing}>Not set yet</span>}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.actions}>
          <Link to={dashboardPaths.updateProfile} className={buttonClassName()}>
            Update Profile
          </Link>
          <Link to={dashboardPaths.account} className={buttonClassName({ variant: 'secondary' })}>
            Password and account
          </Link>
          <Link to={dashboardPaths.addresses} className={buttonClassName({ variant: 'secondary' })}>
            Address book
          </Link>
        </div>
      </div>
      <PageSection title="Business details">
        <BusinessDetails />
      </PageSection>
    </PageSection>
  );
}
