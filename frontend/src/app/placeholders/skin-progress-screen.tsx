import { ComingSoon } from '../../components/coming-soon';

/** Placeholder until the feature's own issue replaces this file. */
export function SkinProgressScreen() {
  return (
    <ComingSoon
      headingLevel={2}
      title="Progresso da Pele"
      description="O acompanhamento da evolução da sua pele chega em breve."
    />
  );
}
