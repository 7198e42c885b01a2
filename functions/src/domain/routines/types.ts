import type { TimeOfDay } from '../ingredients/conflicts';

export type { TimeOfDay };

/**
 * The product of a step. Generated steps point to a catalog product; a user's edited step may name
 * a product of their own (then `id`, `brand` and `image` are null), and a generated step for which
 * no catalog product fits (only the essential steps: cleanse, moisturise, sunscreen) says what to
 * use in `name` with a null `id`. The screen uses its default step image when `image` is null.
 */
export interface StepProduct {
  id: string | null;
  name: string;
  brand: string | null;
  /** Path served by the app, '/media/catalog/<id>.svg' for catalog products. */
  image: string | null;
}

export interface RoutineStep {
  /** 1..n in the order the steps are done. */
  number: number;
  /** pt-BR: 'Limpeza', 'Tratamento', 'Hidratação', 'Protetor Solar'... */
  title: string;
  product: StepProduct;
  /**
   * How long the step takes, the wait before the next layer included: '1 min', '30 s'. A duration,
   * not a clock time: the routine has no fixed hour (the reminder carries the hour).
   */
  time: string;
  /** pt-BR, how to do the step. */
  instruction: string;
}

export interface GeneratedRoutine {
  /** pt-BR, e.g. 'Rotina da Manhã – Pele Oleosa'. */
  name: string;
  timeOfDay: TimeOfDay;
  steps: RoutineStep[];
}
