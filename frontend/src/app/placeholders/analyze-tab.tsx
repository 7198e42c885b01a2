import { ComingSoon } from '../../components/coming-soon';

/** Placeholder until the feature's own issue replaces this file. */
export function AnalyzeTab() {
  return (
    <ComingSoon
      title="Analisar Pele"
      description="A análise de pele com IA chega em breve: tire uma selfie e receba seu tipo de pele e recomendações."
    />
  );
}
