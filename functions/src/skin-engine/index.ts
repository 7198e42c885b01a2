/**
 * The skin engine's one entry: a photo in, a measured analysis out (README.md beside this file explains the
 * method, stage by stage). Nothing outside the engine imports its stages; the architecture test holds it.
 */
export {
  type AnalysisOutcome,
  createOfflineAnalyzer,
  ENGINE_VERSION,
  type OfflineAnalyzerOptions,
  type SkinAnalysisResult,
  type SkinAnalyzer,
  type SkinZone,
} from './analyze-photo';
