import { ComingSoon } from '../../components/coming-soon';

/** Placeholder until the feature's own issue replaces this file. */
export function RoutineTab() {
  return (
    <ComingSoon
      title="Sua Rotina"
      description="Sua rotina personalizada de manhã e de noite chega em breve."
    />
  );
}
