// What the web apps and RTK Query's React hooks import from react-redux (webpack aliases 'react-redux'
// to this file). react-redux is a federation singleton and a shared module is bundled whole: `connect`,
// its selector factories and the statics it hoists, which nothing here uses, stay out. A missing name
// fails the build.
export {
  Provider,
  ReactReduxContext,
  batch,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
} from '@phoneparts/shared-package/react-redux';
