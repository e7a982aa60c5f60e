import {
  ApiRequestError,
  toStoreError,
  type ApiRequest,
  type RemoteStoreExtra,
  type StoreError,
} from '@phoneparts/shared-ui';

/** One refusal of the API's body check: the field (dotted path) and its message. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** A failed call that also says which field each message is about. */
export interface StoreErrorWithIssues extends StoreError {
  issues?: FieldIssue[];
}

function issuesOfBody(body: unknown): FieldIssue[] | undefined {
  if (!body || typeof body !== 'object' || !('issues' in body) || !Array.isArray(body.issues)) return undefined;
  const issues = (body.issues as unknown[]).filter(
    (i): i is FieldIssue =>
      !!i &&
      typeof i === 'object' &&
      typeof (i as FieldIssue).path === 'string' &&
      typeof (i as FieldIssue).message === 'string',
  );
  return issues.length ? issues : undefined;
}

/**
 * A form's call (as an endpoint's `queryFn`) whose refusal names fields: the API's 400 lists `issues`,
 * one per field (a postal code that cannot be right for the country, a tax ID that is not one), and the
 * store error keeps them, so the form shows each beside its field (`useSchemaForm`).
 */
export async function callWithFieldIssues<T>(
  request: ApiRequest,
  { extra }: { extra: unknown },
): Promise<{ data: T; error?: undefined } | { error: StoreErrorWithIssues; data?: undefined }> {
  const { api } = extra as RemoteStoreExtra;
  try {
    const data =
      request.method === 'get' || request.method === 'delete'
        ? await api[request.method]<T>(request.path)
        : await api[request.method]<T>(request.path, request.body);
    return { data: data as T };
  } catch (error) {
    const issues = error instanceof ApiRequestError ? issuesOfBody(error.body) : undefined;
    return { error: { ...toStoreError(error), ...(issues ? { issues } : {}) } };
  }
}

/** The field issues of an `unwrap()` rejection, if the call said which fields. */
export function fieldIssuesOf(error: unknown): FieldIssue[] {
  return error && typeof error === 'object' && 'issues' in error && Array.isArray(error.issues)
    ? (error.issues as FieldIssue[])
    : [];
}
