import { accountMessages, stockAlertMessages } from '@phoneparts/contracts';
import { ErrorText, Loader, storeErrorMessage, useAuth } from '@phoneparts/shared-ui';
import { PageSection } from '@phoneparts/shared-ui/data-views';
import { readByRouteLoader } from '../../../store/dashboard-api';
import { useGetAccountQuery } from '../api/get-account';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteWithConfirmationForm, DeleteWithPasswordForm } from './delete-account-forms';
import { MyStockAlerts } from '../../stock-alerts/components/my-stock-alerts';
import { DownloadMyData } from './download-my-data';
import { useDeleteAccount } from './use-delete-account';
import styles from './account-page.module.css';

/**
 * /dashboard/account: the account's self-service — change password or email, back-in-stock requests,
 * download one's data, delete the account. What it offers depends on how the account signs in (GET /account).
 */
export default function AccountPage() {
  const { user } = useAuth();
  const account = useGetAccountQuery(undefined, readByRouteLoader);
  let body;
  if (account.error) body = <ErrorText>{storeErrorMessage(account.error)}</ErrorText>;
  else if (!user || !account.data) body = <Loader />;
  else body = <AccountSections email={user.email} signsInWithPassword={account.data.signsInWithPassword} />;
  return (
    <PageSection level={1} title="Account">
      {body}
    </PageSection>
  );
}

function AccountSections({ email, signsInWithPassword }: { email: string; signsInWithPassword: boolean }) {
  const deletion = useDeleteAccount();
  const noPassword = <p className={styles.note}>{accountMessages.noPasswordYet}</p>;

  return (
    <div className={styles.page}>
      <PageSection title="Change password">{signsInWithPassword ? <ChangePasswordForm /> : noPassword}</PageSection>
      <PageSection title="Change email">
        {signsInWithPassword ? <ChangeEmailForm currentEmail={email} /> : noPassword}
      </PageSection>
      <PageSection title={stockAlertMessages.listTitle}>
        <MyStockAlerts />
      </PageSection>
      <PageSection title="Download my data">
        <p className={styles.note}>{accountMessages.exportExplained}</p>
        <DownloadMyData />
      </PageSection>
      <PageSection title="Delete my account">
        <p className={styles.note}>{accountMessages.deleteExplained}</p>
        {signsInWithPassword ? (
          <DeleteWithPasswordForm onSubmit={deletion.ask} busy={deletion.deleting} />
        ) : (
          <DeleteWithConfirmationForm onSubmit={deletion.ask} busy={deletion.deleting} />
        )}
        {deletion.dialog}
      </PageSection>
    </div>
  );
}
