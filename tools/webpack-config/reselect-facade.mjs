// What Redux Toolkit and RTK Query import from reselect (webpack aliases 'reselect' to this file), so
// the shared singleton leaves out what nothing uses. A missing name fails the build.
export { createSelector, createSelectorCreator, lruMemoize, weakMapMemoize } from '@phoneparts/shared-package/reselect';
