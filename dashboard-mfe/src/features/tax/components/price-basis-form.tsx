import { taxMessages as m } from '@phoneparts/contracts';
import { Button, ErrorText, Loader, storeErrorMessage } from '@phoneparts/shared-ui';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import styles from '../../../common/form.module.css';
import { toastError } from '../../../common/error-message';
import { useGetTaxSettingsQuery, useSetTaxSettingsMutation } from '../api/tax-settings';

/** Whether catalogue and shipping prices are net of tax (tax added at checkout) or include it. */
export function PriceBasisForm() {
  const settings = useGetTaxSettingsQuery();
  const [save, saving] = useSetTaxSettingsMutation();
  const [choice, setChoice] = useState<boolean | null>(null);

  if (settings.error) return <ErrorText>{storeErrorMessage(settings.error)}</ErrorText>;
  if (!settings.data) return <Loader />;
  const current = settings.data.pricesIncludeTax;
  const chosen = choice ?? current;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await save({ pricesIncludeTax: chosen }).unwrap();
      setChoice(null);
      toast.success(chosen ? m.pricesGross : m.pricesNet);
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <fieldset className={styles.choices}>
        <legend>Catalogue and shipping prices</legend>
        <label className={styles.check}>
          <input type="radio" name="pricesIncludeTax" checked={!chosen} onChange={() => setChoice(false)} />
          <span>{m.pricesNet}</span>
        </label>
        <label className={styles.check}>
          <input type="radio" name="pricesIncludeTax" checked={chosen} onChange={() => setChoice(true)} />
          <span>{m.pricesGross}</span>
        </label>
      </fieldset>
      <Button type="submit" loading={saving.isLoading} disabled={chosen === current}>
        Save price basis
      </Button>
    </form>
  );
}
