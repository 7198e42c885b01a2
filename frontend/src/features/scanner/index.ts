// The label scanner as the app's routes see it.
export { SavedScanScreen } from './components/saved-scan-screen';
export { ScannerScreen } from './components/scanner-screen';
