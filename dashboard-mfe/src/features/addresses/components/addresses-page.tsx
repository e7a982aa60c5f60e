import { addressMessages as m, addressOnOneLine, type SavedAddress } from '@phoneparts/contracts';
import { Button, ErrorText, Loader, storeErrorMessage } from '@phoneparts/shared-ui';
import { EmptyState, PageSection } from '@phoneparts/shared-ui/data-views';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { toastError } from '../../../common/error-message';
import { useConfirmedDelete } from '../../../common/use-confirmed-delete';
import { readByRouteLoader } from '../../../store/dashboard-api';
import { useDeleteAddressMutation } from '../api/delete-address';
import { useGetAddressesQuery } from '../api/get-addresses';
import { useUpdateAddressMutation } from '../api/update-address';
import { AddressForm } from './address-form';
import styles from './addresses-page.module.css';

/**
 * /dashboard/addresses: the account's address book. Checkout offers these (the default first); an
 * order keeps its own copy, so changing or deleting an address here never changes a placed order.
 */
export default function AddressesPage() {
  const addresses = useGetAddressesQuery(undefined, readByRouteLoader);
  const [editing, setEditing] = useState<SavedAddress | null>(null);
  const [updateAddress, making] = useUpdateAddressMutation();
  const [deleteAddress] = useDeleteAddressMutation();
  const deletion = useConfirmedDelete<SavedAddress>({
    question: 'Are you sure you want to delete this address?',
    done: m.addressDeleted,
    remove: (address) => {
      if (editing?._id === address._id) setEditing(null);
      return deleteAddress(address._id).unwrap();
    },
  });

  async function makeDefault(address: SavedAddress) {
    try {
      await updateAddress({ id: address._id, body: { isDefault: true } }).unwrap();
      toast.success(m.addressSaved);
    } catch (error) {
      toastError(error);
    }
  }

  let list;
  if (addresses.error) list = <ErrorText>{storeErrorMessage(addresses.error)}</ErrorText>;
  else if (!addresses.data) list = <Loader />;
  else if (addresses.data.length === 0) list = <EmptyState title={m.noAddresses} />;
  else
    list = (
      <ul className={styles.list} aria-label="Saved addresses">
        {addresses.data.map((address) => (
          <li key={address._id} className={styles.card}>
            <p className={styles.address}>
              {addressOnOneLine(address)}
              {address.isDefault && <span className={styles.badge}>{m.defaultBadge}</span>}
            </p>
            <div className={styles.actions}>
              {!address.isDefault && (
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  disabled={making.isLoading}
                  onClick={() => void makeDefault(address)}
                >
                  {m.makeDefault}
                  <span className="ui-visually-hidden"> for {address.name}</span>
                </Button>
              )}
              <Button type="button" variant="secondary" size="sm" onClick={() => setEditing(address)}>
                Change<span className="ui-visually-hidden"> the address of {address.name}</span>
              </Button>
              <Button type="button" variant="danger" size="sm" onClick={() => deletion.ask(address)}>
                Delete<span className="ui-visually-hidden"> the address of {address.name}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <PageSection level={1} title={m.bookTitle}>
      {list}
      <PageSection title={editing ? `Change the address of ${editing.name}` : m.addAddress}>
        <AddressForm key={editing?._id ?? 'new'} saved={editing ?? undefined} onDone={() => setEditing(null)} />
      </PageSection>
      {deletion.dialog}
    </PageSection>
  );
}
