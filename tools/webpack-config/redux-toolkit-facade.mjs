// What the web apps and RTK Query may import from '@reduxjs/toolkit' (webpack aliases the package to
// this file, as it does react-router-dom). @reduxjs/toolkit is a federation singleton, and a shared
// module is bundled whole: entity adapters, combineSlices, dynamic middleware and the dev-only
// invariant checks were in every first load. Sharing this facade bundles only what is used.
// A name an app imports that is missing here fails the build (facade-exports-plugin.js): add it here.
// '@phoneparts/shared-package/@reduxjs/toolkit' is an alias of the real package's ES module (source-aliases.js).
export {
  SHOULD_AUTOBATCH,
  combineReducers,
  configureStore,
  createAction,
  createAsyncThunk,
  createListenerMiddleware,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from '@phoneparts/shared-package/@reduxjs/toolkit';
