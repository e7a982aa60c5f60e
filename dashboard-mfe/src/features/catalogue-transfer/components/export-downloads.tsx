import { catalogueImportPageMessages as m } from '@phoneparts/contracts';
import { Button, TextField } from '@phoneparts/shared-ui';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { toastError } from '../../../common/error-message';
import { saveTextFile } from '../../../common/save-text-file';
import { useExportCatalogueMutation, useExportOrdersMutation } from '../api/download-exports';
import styles from './catalogue-transfer.module.css';

const csvType = 'text/csv;charset=utf-8';
export const catalogueFileName = 'catalogue.csv';
export const ordersFileName = 'orders.csv';

/** The catalogue in the import's columns (a file to edit and import again). */
export function CatalogueExport() {
  const [exportCatalogue, { isLoading }] = useExportCatalogueMutation();
  async function download() {
    try {
      saveTextFile(catalogueFileName, (await exportCatalogue().unwrap()) ?? '', csvType);
      toast.success(m.exportDownloaded(catalogueFileName));
    } catch (error) {
      toastError(error);
    }
  }
  return (
    <Button type="button" variant="secondary" loading={isLoading} onClick={() => void download()}>
      Download the catalogue (CSV)
    </Button>
  );
}

/** The orders with their lines for the accountant, between two days (UTC, both included; either optional). */
export function OrdersExport() {
  const [exportOrders, { isLoading }] = useExportOrdersMutation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  async function download(event: FormEvent) {
    event.preventDefault();
    try {
      const csv = await exportOrders({ from: from || undefined, to: to || undefined }).unwrap();
      saveTextFile(ordersFileName, csv ?? '', csvType);
      toast.success(m.exportDownloaded(ordersFileName));
    } catch (error) {
      toastError(error);
    }
  }
  return (
    <form className={styles.form} onSubmit={(event) => void download(event)} noValidate>
      <TextField label="From (day, UTC)" type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
      <TextField label="To (day, UTC)" type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
      <Button type="submit" variant="secondary" loading={isLoading}>
        Download the orders (CSV)
      </Button>
    </form>
  );
}
