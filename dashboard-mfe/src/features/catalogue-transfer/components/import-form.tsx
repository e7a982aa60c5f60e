import { ApiRequestError, Button, ErrorText, storeErrorMessage, TextField } from '@phoneparts/shared-ui';
import {
  type CatalogueImportAnswer,
  catalogueImportLimits,
  catalogueImportPageMessages as m,
  catalogueTransferMessages,
} from '@phoneparts/contracts';
import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { toast } from 'react-toastify';
import { dashboardApi, listTag } from '../../../store/dashboard-api';
import type { UploadProgress } from '../api/send-catalogue-file';
import { type CatalogueImportRequest, useSendCatalogueFile } from '../api/use-send-catalogue-file';
import { ImportProgress } from './import-progress';
import { ImportVerdicts } from './import-verdicts';
import styles from './catalogue-transfer.module.css';

type Step =
  | { kind: 'idle' }
  | { kind: 'sending'; applying: boolean; progress: UploadProgress | null; working: boolean }
  | { kind: 'previewed'; answer: CatalogueImportAnswer }
  | { kind: 'applied'; answer: CatalogueImportAnswer }
  | { kind: 'failed'; message: string; answer?: CatalogueImportAnswer };

/**
 * Import from CSV (docs/product.md#22-import-and-export): the file is previewed first, every row's
 * verdict shown; applying sends the same file with the preview's `expect`, so a sale or an edit made
 * since is never overwritten by the file's older count (the API answers 409, and the page asks for a
 * new preview). A file without refused rows is applied all or nothing; with some, the admin may apply
 * the other rows.
 */
export function ImportForm() {
  const send = useSendCatalogueFile();
  const dispatch = useDispatch();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const busy = step.kind === 'sending';

  async function run(request: CatalogueImportRequest) {
    if (!file) return;
    const applying = !request.dryRun;
    setStep({ kind: 'sending', applying, progress: null, working: false });
    try {
      const answer = await send(file, request, {
        onProgress: (progress) => setStep({ kind: 'sending', applying, progress, working: false }),
        onSent: () => setStep((now) => (now.kind === 'sending' ? { ...now, working: true } : now)),
      });
      if (!applying) return setStep({ kind: 'previewed', answer });
      setStep({ kind: 'applied', answer });
      toast.success(m.applied(answer.counts.create, answer.counts.update));
      // The product lists, the low-stock list and the overview read the server again.
      dispatch(dashboardApi.util.invalidateTags([{ type: 'Part', id: listTag }, 'Overview']));
    } catch (error) {
      const body = error instanceof ApiRequestError ? error.body : undefined;
      setStep({ kind: 'failed', message: storeErrorMessage(error), answer: verdictsIn(body) });
    }
  }

  function preview(event: FormEvent) {
    event.preventDefault();
    if (!file) return setFileError(m.chooseFile);
    // The API refuses it too; said here, the admin does not wait for megabytes to be sent first.
    if (file.size > catalogueImportLimits.maxBytes)
      return setFileError(catalogueTransferMessages.tooLarge(catalogueImportLimits.maxBytes / 1024 / 1024));
    void run({ dryRun: true });
  }

  return (
    <>
      <form className={styles.form} onSubmit={preview} noValidate>
        <TextField
          label="CSV file"
          type="file"
          accept=".csv,text/csv"
          error={fileError}
          disabled={busy}
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setFileError(undefined);
            setStep({ kind: 'idle' });
          }}
        />
        <Button type="submit" loading={step.kind === 'sending' && !step.applying} disabled={busy}>
          Preview
        </Button>
      </form>
      {step.kind === 'sending' && (
        <ImportProgress progress={step.progress} working={step.working} applying={step.applying} />
      )}
      {step.kind === 'previewed' && <Preview answer={step.answer} onApply={(request) => void run(request)} />}
      {step.kind === 'applied' && (
        <>
          <p className={styles.done} role="status">
            {m.applied(step.answer.counts.create, step.answer.counts.update)}
          </p>
          <ImportVerdicts answer={step.answer} />
        </>
      )}
      {step.kind === 'failed' && (
        <>
          <ErrorText>{step.message}</ErrorText>
          {step.answer && <ImportVerdicts answer={step.answer} />}
        </>
      )}
    </>
  );
}

/** The preview's verdicts and what applying it would do. */
function Preview({
  answer,
  onApply,
}: {
  answer: CatalogueImportAnswer;
  onApply(request: CatalogueImportRequest): void;
}) {
  const { create, update, refused } = answer.counts;
  const changes = create + update;
  return (
    <div aria-label="Preview" role="region">
      <p className={styles.note}>{m.previewIntro}</p>
      <ImportVerdicts answer={answer} />
      {refused > 0 && <ErrorText>{m.refusedIntro(refused)}</ErrorText>}
      {changes === 0 && refused === 0 && <p className={styles.note}>{m.nothingToChange}</p>}
      {changes > 0 && (
        <div className={styles.actions}>
          <Button
            type="button"
            onClick={() =>
              onApply(
                refused === 0
                  ? { dryRun: false, mode: 'all-or-nothing', expect: answer.expect }
                  : { dryRun: false, expect: answer.expect },
              )
            }
          >
            {refused === 0 ? m.applyAll(changes) : m.applyOthers(changes)}
          </Button>
        </div>
      )}
    </div>
  );
}

/** A strict apply refused for its rows (422) answers the verdicts beside the message. */
function verdictsIn(body: unknown): CatalogueImportAnswer | undefined {
  if (body && typeof body === 'object' && 'counts' in body && 'rows' in body) return body as CatalogueImportAnswer;
  return undefined;
}
