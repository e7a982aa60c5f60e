// What Redux Toolkit and RTK Query import from immer (webpack aliases 'immer' to this file). immer is
// a federation singleton (RTK Query imports it directly) and a shared module is bundled whole: the Map/Set
// and array-method plugins, which nothing here enables, stay out. A missing name fails the build.
export {
  applyPatches,
  current,
  enablePatches,
  freeze,
  isDraft,
  isDraftable,
  original,
  produce,
  produceWithPatches,
} from '@phoneparts/shared-package/immer';
