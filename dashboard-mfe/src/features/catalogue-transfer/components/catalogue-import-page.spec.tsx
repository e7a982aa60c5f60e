import {
  type CatalogueImportAnswer,
  catalogueImportLimits,
  catalogueImportPageMessages as m,
  catalogueTransferMessages,
  identityPath,
} from '@phoneparts/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi } from '@phoneparts/shared-ui/testing';
import { admin } from '../../../testing/fixtures';
import { renderDashboard } from '../../../testing/render-dashboard';

/**
 * The browser's XMLHttpRequest, scripted: the page's upload is recorded and the test decides what the
 * upload reports and what the API answers (the real API is proven by the import's own specs and e2e).
 */
class ScriptedRequest {
  static sent: ScriptedRequest[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Blob | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress?: (e: Partial<ProgressEvent>) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: Blob) {
    this.body = body;
    ScriptedRequest.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
  }
  answer(status: number, body: unknown) {
    act(() => {
      this.upload.onload?.();
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    });
  }
}

const realRequest = globalThis.XMLHttpRequest;
beforeEach(() => {
  ScriptedRequest.sent = [];
  globalThis.XMLHttpRequest = ScriptedRequest as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = realRequest;
});

const digest = 'ab'.repeat(32);
const preview: CatalogueImportAnswer = {
  counts: { create: 1, update: 1, unchanged: 3, refused: 1 },
  rows: [
    { row: 2, sku: 'NEW-1', verdict: 'create' },
    { row: 3, sku: 'OLD-1', verdict: 'update', changes: [{ field: 'price', from: '10.00', to: '12.50' }] },
    { row: 4, sku: 'BAD-1', verdict: 'refused', message: 'Price is required' },
  ],
  applied: false,
  expect: digest,
};
const csv = new File(['sku,price\nNEW-1,10\n'], 'parts.csv', { type: 'text/csv' });

async function openWithFile() {
  const api = createFakeApi({ [`GET ${identityPath}`]: admin });
  const rendered = renderDashboard('/dashboard/import', { user: admin, api });
  await rendered.events.upload(await screen.findByLabelText('CSV file'), csv);
  return rendered;
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

const lastRequest = () => ScriptedRequest.sent.at(-1)!;

describe('Import and export', () => {
  it('asks for a file before previewing', async () => {
    const { events } = renderDashboard('/dashboard/import', { user: admin });
    await events.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(m.chooseFile)).toBeInTheDocument();
    expect(ScriptedRequest.sent).toEqual([]);
  });

  it("refuses a file over the import's size limit before sending it", async () => {
    const { events } = renderDashboard('/dashboard/import', { user: admin });
    const huge = new File(['x'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(huge, 'size', { value: catalogueImportLimits.maxBytes + 1 });
    await events.upload(await screen.findByLabelText('CSV file'), huge);
    await events.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      await screen.findByText(catalogueTransferMessages.tooLarge(catalogueImportLimits.maxBytes / 1024 / 1024)),
    ).toBeInTheDocument();
    expect(ScriptedRequest.sent).toEqual([]);
  });

  it('previews the file with the session, showing the bytes sent, then every verdict with its row', async () => {
    const { events, api } = await openWithFile();
    await events.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(ScriptedRequest.sent).toHaveLength(1));
    // The identity read first: the shop's client renews a session about to end before the file goes.
    expect(api.calls.at(-1)).toEqual({ method: 'GET', path: identityPath });
    expect(lastRequest().method).toBe('POST');
    expect(lastRequest().url).toBe('http://api.test/admin/catalogue/import?dryRun=true');
    expect(lastRequest().headers).toMatchObject({ 'content-type': 'text/csv', authorization: 'Bearer test-token' });
    expect(lastRequest().body).toBe(csv);

    lastRequest().progress(512, 2048);
    expect(screen.getByRole('status', { name: 'Import progress' })).toHaveTextContent(m.uploading('512 B', '2.0 KB'));
    expect(within(screen.getByRole('status', { name: 'Import progress' })).getByRole('progressbar')).toHaveAttribute(
      'value',
      '512',
    );
    act(() => lastRequest().upload.onload?.());
    expect(screen.getByRole('status', { name: 'Import progress' })).toHaveTextContent(m.checking);

    lastRequest().answer(201, preview);
    const region = await screen.findByRole('region', { name: 'Preview' });
    expect(within(region).getByRole('list', { name: 'Rows by verdict' })).toHaveTextContent(
      'New parts: 1Updated: 1Unchanged: 3Refused: 1',
    );
    const refused = within(region).getByRole('region', { name: 'Rows that cannot be imported' });
    expect(within(refused).getAllByRole('row')[1]).toHaveTextContent('4BAD-1Price is required');
    const changes = within(region).getByRole('region', { name: 'Changes' });
    expect(within(changes).getByText('New part')).toBeInTheDocument();
    expect(within(changes).getByText('price: 10.00 → 12.50')).toBeInTheDocument();
    expect(within(region).getByText(m.refusedIntro(1))).toBeInTheDocument();
  });

  it("applies the rows it may with the preview's digest, and says what was imported", async () => {
    const { events } = await openWithFile();
    await events.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(ScriptedRequest.sent).toHaveLength(1));
    lastRequest().answer(201, preview);
    await events.click(await screen.findByRole('button', { name: m.applyOthers(2) }));
    await waitFor(() => expect(ScriptedRequest.sent).toHaveLength(2));
    expect(lastRequest().url).toBe(`http://api.test/admin/catalogue/import?dryRun=false&expect=${digest}`);
    expect(screen.getByRole('status', { name: 'Import progress' })).toHaveTextContent(m.uploading('0 B', '0 B'));

    lastRequest().answer(201, { ...preview, applied: true });
    expect(await screen.findAllByText(m.applied(1, 1))).not.toHaveLength(0);
  });

  it('applies a file without refused rows all or nothing', async () => {
    const { events } = await openWithFile();
    await events.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(ScriptedRequest.sent).toHaveLength(1));
    const clean = { ...preview, counts: { ...preview.counts, refused: 0 }, rows: preview.rows.slice(0, 2) };
    lastRequest().answer(201, clean);
    await events.click(await screen.findByRole('button', { name: m.applyAll(2) }));
    await waitFor(() => expect(ScriptedRequest.sent).toHaveLength(2));
    expect(lastRequest().url).toBe(
      `http://api.test/admin/catalogue/import?dryRun=false&mode=all-or-nothing&expect=${digest}`,
    );
  });

  it("shows the API's refusal of the whole file, and of an apply after the parts changed", async () => {
    const { events } = await openWithFile();
    await events.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(ScriptedRequest.sent).toHaveLength(1));
    lastRequest().answer(400, { statusCode: 400, message: catalogueTransferMessages.spreadsheet });
    expect(await screen.findByText(catalogueTransferMessages.spreadsheet)).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(ScriptedRequest.sent).toHaveLength(2));
    lastRequest().answer(201, { ...preview, counts: { ...preview.counts, refused: 0 }, rows: [] });
    await events.click(await screen.findByRole('button', { name: m.applyAll(2) }));
    await waitFor(() => expect(ScriptedRequest.sent).toHaveLength(3));
    lastRequest().answer(409, { statusCode: 409, message: catalogueTransferMessages.changedSincePreview });
    expect(await screen.findByText(catalogueTransferMessages.changedSincePreview)).toBeInTheDocument();
  });

  it('says when the file changes nothing, and offers no import', async () => {
    const { events } = await openWithFile();
    await events.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(ScriptedRequest.sent).toHaveLength(1));
    lastRequest().answer(201, { ...preview, counts: { create: 0, update: 0, unchanged: 5, refused: 0 }, rows: [] });
    expect(await screen.findByText(m.nothingToChange)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });

  it('downloads the catalogue and the orders between two days as CSV files', async () => {
    const api = createFakeApi({
      'GET /admin/catalogue/export.csv': 'sku,name\nA-1,Screen\n',
      'GET /admin/orders/export.csv?from=2026-01-01&to=2026-01-31': 'date,order\n',
    });
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (saved.push(blob), 'blob:csv'));
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { events } = renderDashboard('/dashboard/import', { user: admin, api });

    await events.click(await screen.findByRole('button', { name: 'Download the catalogue (CSV)' }));
    expect(await screen.findByText(m.exportDownloaded('catalogue.csv'))).toBeInTheDocument();
    expect(await readBlob(saved[0])).toBe('sku,name\nA-1,Screen\n');

    await events.type(screen.getByLabelText('From (day, UTC)'), '2026-01-01');
    await events.type(screen.getByLabelText('To (day, UTC)'), '2026-01-31');
    await events.click(screen.getByRole('button', { name: 'Download the orders (CSV)' }));
    expect(await screen.findByText(m.exportDownloaded('orders.csv'))).toBeInTheDocument();
    expect(await readBlob(saved[1])).toBe('date,order\n');
    expect(click).toHaveBeenCalledTimes(2);
    click.mockRestore();
  });
});
