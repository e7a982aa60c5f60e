import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { type CartPreviewBody, maxQuickOrderText, type QuickOrderPreview } from '@phoneparts/contracts';
import { Button, ErrorText, TextArea, formatMoney, storeErrorMessage } from '@phoneparts/shared-ui';
import { cartPath } from '../../../common/routes';
import { withStorefrontStore } from '../../../store/storefront-store-provider';
import { type CheckoutError, useAddCartLinesMutation } from '../../cart/api/cart-api';
import { usePreviewQuickOrderMutation } from '../api/quick-order-api';
import { PreviewTable } from './preview-table';
import { quickOrderCopy } from './quick-order-copy';
import styles from './quick-order-page.module.css';

/** A file's bytes past which its text cannot be within the API's character limit (4 bytes a character at most). */
const maxFileBytes = maxQuickOrderText * 4;

/**
 * /quick-order (signed in; docs/product.md#26-quick-order-page): paste "SKU quantity" lines or upload a CSV file,
 * read the API's verdict for every line, then add the good lines to the cart in one request (all or nothing).
 */
function QuickOrderPage() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<QuickOrderPreview | null>(null);
  const [refusal, setRefusal] = useState<CheckoutError | null>(null);
  const [askPreview, { isLoading: previewing }] = usePreviewQuickOrderMutation();
  const [addLines, { isLoading: adding }] = useAddCartLinesMutation();
  const fine = preview?.lines.filter((line) => line.verdict === 'fine') ?? [];

  async function judge(body: CartPreviewBody) {
    setProblem(null);
    setRefusal(null);
    try {
      setPreview(await askPreview(body).unwrap());
    } catch (error) {
      setPreview(null);
      setProblem(storeErrorMessage(error));
    }
  }

  function onPaste(event: FormEvent) {
    event.preventDefault();
    void judge({ format: 'text', content: text });
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again (after editing it) previews it again
    if (!file) return;
    if (file.size > maxFileBytes) {
      setPreview(null);
      setProblem(quickOrderCopy.fileTooBig);
      return;
    }
    let content: string;
    try {
      content = await readText(file);
    } catch {
      setPreview(null);
      setProblem(quickOrderCopy.fileUnreadable);
      return;
    }
    await judge({ format: 'csv', content });
  }

  async function onAdd() {
    setRefusal(null);
    try {
      await addLines({ lines: fine.map((line) => ({ partId: line.part!.id, quantity: line.quantity! })) }).unwrap();
      toast.success(quickOrderCopy.added(fine.length));
      navigate(cartPath);
    } catch (error) {
      setRefusal(error as CheckoutError);
    }
  }

  return (
    <section className={styles.page} aria-labelledby="storefront-quick-order-title">
      <div className={styles.heading}>
        <h1 id="storefront-quick-order-title" className={styles.title}>
          {quickOrderCopy.title}
        </h1>
        <Link to={cartPath}>{quickOrderCopy.backToCart}</Link>
      </div>
      <p className={styles.intro}>{quickOrderCopy.intro}</p>
      <div className={styles.inputs}>
        <form className={styles.pasteForm} onSubmit={onPaste} noValidate>
          <TextArea
            label={quickOrderCopy.pasteLabel}
            hint={quickOrderCopy.pasteHint}
            rows={8}
            value={text}
            onChange={(event) => setText(event.target.value)}
            spellCheck={false}
            className={styles.paste}
          />
          <Button type="submit" loading={previewing}>
            {quickOrderCopy.preview}
          </Button>
        </form>
        <div className={styles.fileField}>
          <label htmlFor="quick-order-file" className={styles.fileLabel}>
            {quickOrderCopy.fileLabel}
          </label>
          <input
            id="quick-order-file"
            type="file"
            accept=".csv,text/csv,text/plain"
            aria-describedby="quick-order-file-hint"
            onChange={(event) => void onFile(event)}
          />
          <p id="quick-order-file-hint" className={styles.muted}>
            {quickOrderCopy.fileHint}
          </p>
        </div>
      </div>
      {problem && <ErrorText>{problem}</ErrorText>}
      {preview && (
        <section className={styles.preview} aria-labelledby="storefront-quick-order-preview">
          <h2 id="storefront-quick-order-preview" className={styles.subtitle}>
            {quickOrderCopy.previewTitle}
          </h2>
          <p role="status">
            {quickOrderCopy.summary(fine.length, preview.lines.length)}
            {fine.length > 0 && <strong> {formatMoney(preview.total)}</strong>}
          </p>
          <PreviewTable preview={preview} />
          {refusal && (
            <div>
              <ErrorText>{storeErrorMessage(refusal)}</ErrorText>
              {refusal.lines && (
                <ul className={styles.problems}>
                  {refusal.lines.map((line) => (
                    <li key={line.partId}>
                      {line.name}: {line.message}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {fine.length === 0 ? (
            <p className={styles.notice}>{quickOrderCopy.noneFine}</p>
          ) : (
            <Button type="button" loading={adding} onClick={() => void onAdd()}>
              {quickOrderCopy.add(fine.length)}
            </Button>
          )}
        </section>
      )}
    </section>
  );
}

export default withStorefrontStore(QuickOrderPage);

/** The file's text (UTF-8), through FileReader, which every browser and jsdom have. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}
