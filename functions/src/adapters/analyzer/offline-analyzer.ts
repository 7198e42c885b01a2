/**
 * The analysis port as the analyzer function runs it: the skin engine (functions/src/skin-engine) in this process,
 * its face models and WASM backend read from disk (beside the Lambda bundle, or from node_modules locally).
 */
export { createOfflineAnalyzer, type SkinAnalyzer } from '../../skin-engine';
