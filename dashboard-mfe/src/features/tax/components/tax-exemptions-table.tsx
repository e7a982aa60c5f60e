import type { BuyerTaxRecord } from '@phoneparts/contracts';
import { Button, ErrorText, Loader, Pagination, storeErrorMessage } from '@phoneparts/shared-ui';
import { Table, type TableColumn } from '@phoneparts/shared-ui/data-views';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { toastError } from '../../../common/error-message';
import { tablePageSize } from '../../../common/page-size';
import { useGetTaxExemptionsQuery, useSetTaxExemptMutation } from '../api/tax-exemptions';

/**
 * Business buyers that entered a tax ID in their profile: an admin exempts one (its orders then carry
 * 0 % and say "Tax exempt: <ID>") or ends the exemption. A buyer who changes its tax ID loses it.
 */
export function TaxExemptionsTable() {
  const [page, setPage] = useState(1);
  const buyers = useGetTaxExemptionsQuery(page);
  const [setExempt, setting] = useSetTaxExemptMutation();

  async function toggle(buyer: BuyerTaxRecord) {
    try {
      await setExempt({ userId: buyer.userId, taxExempt: !buyer.taxExempt }).unwrap();
      toast.success(buyer.taxExempt ? `${buyer.email} pays tax again.` : `${buyer.email} is exempt from tax.`);
    } catch (error) {
      toastError(error);
    }
  }

  if (buyers.error) return <ErrorText>{storeErrorMessage(buyers.error)}</ErrorText>;
  if (!buyers.data) return <Loader />;
  const columns: TableColumn<BuyerTaxRecord>[] = [
    { key: 'email', header: 'Email' },
    { key: 'companyName', header: 'Company' },
    { key: 'taxId', header: 'Tax ID' },
    { key: 'taxExempt', header: 'Tax exempt', render: (buyer) => (buyer.taxExempt ? 'Yes' : 'No') },
    {
      key: 'toggle',
      header: 'Exemption',
      render: (buyer) => (
        <Button
          type="button"
          size="sm"
          variant={buyer.taxExempt ? 'secondary' : 'primary'}
          disabled={setting.isLoading}
          onClick={() => void toggle(buyer)}
        >
          {buyer.taxExempt ? 'End exemption' : 'Exempt'}
          <span className="ui-visually-hidden"> {buyer.email}</span>
        </Button>
      ),
    },
  ];
  return (
    <div>
      <Table
        columns={columns}
        rows={buyers.data.items}
        rowKey="userId"
        emptyText="No buyer has entered a tax ID yet."
      />
      <Pagination
        list={buyers.data}
        page={page}
        limit={tablePageSize}
        noun="buyers"
        busy={!buyers.currentData}
        onPage={setPage}
      />
    </div>
  );
}
