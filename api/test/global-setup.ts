import { createPgliteTemplate, createPostgresTemplate, type MigratedTemplate } from './migrated-template';
import { testEngine } from './test-engine';

declare global {
  // Handed from the global setup to the global teardown (both run in jest's main process).
  var migratedTemplate: MigratedTemplate | undefined;
}

/**
 * Once per jest run, before any spec file: fixes the engine of the run in TEST_DB (the specs and the
 * workers read it) and migrates a template that openTestDatabase copies for each spec file. The
 * variables set here reach the workers, which start afterwards with this process's environment.
 */
export default async function globalSetup(): Promise<void> {
  const engine = testEngine();
  process.env.TEST_DB = engine;
  if (engine === 'postgres' && !process.env.DATABASE_URL) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const template =
    engine === 'postgres' ? await createPostgresTemplate(process.env.DATABASE_URL!) : await createPgliteTemplate();
  process.env[template.env.name] = template.env.value;
  globalThis.migratedTemplate = template;
}
