import './global-setup';

export default async function globalTeardown(): Promise<void> {
  await globalThis.migratedTemplate?.remove();
  globalThis.migratedTemplate = undefined;
}
