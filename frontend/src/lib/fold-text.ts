/** One folding rule for the SPA and the server (the admin tag filter uses it too). */
export { foldText } from '@pele/shared/fold-text';
