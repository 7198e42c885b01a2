import { AVOID_LIST_MAX, AVOID_TERM_MAX } from '@pele/shared/schemas/user-data';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { LoadError } from '../../../components/load-error';
import { Skeleton } from '../../../components/skeleton';
import { foldText } from '../../../lib/fold-text';
import { showToast } from '../../../lib/toast';
import { type getAllergies, useAllergies } from '../api/get-allergies';
import { usePutAllergies } from '../api/put-allergies';

const MATCHED_AS: Record<string, string> = {
  family: 'família',
  ingredient: 'ingrediente',
  text: 'texto no rótulo',
};

type ReadAs = Map<string, Awaited<ReturnType<typeof getAllergies>>['terms'][number]>;

/**
 * Alergias e ingredientes a evitar: the avoid list the server matches against every label. Products with
 * one of these ingredients carry an alert everywhere they appear and go last in the recommendations.
 */
export function AllergiesScreen() {
  const allergies = useAllergies();
  const save = usePutAllergies();
  const [draft, setDraft] = useState<string[] | null>(null);

  if (allergies.isPending)
    return (
      <div className="stack" aria-busy="true">
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" width="60%" />
      </div>
    );
  if (allergies.isError)
    return (
      <LoadError
        message={'Erro ao carregar sua lista de ingredientes a evitar. Tente novamente.'}
        onRetry={() => void allergies.refetch()}
      />
    );

  const list = draft ?? allergies.data.allergies;
  const dirty = draft !== null;
  const readAs = new Map(allergies.data.terms.map((t) => [t.term, t]));

  return (
    <div className="stack stack--lg">
      <p className="notice">
        Produtos que contêm estes ingredientes aparecem com um alerta no catálogo, nos detalhes e nos seus
        salvos, e ficam por último nas recomendações. Você pode escrever o nome do rótulo (INCI), o nome em
        português ou uma família, como “parabenos” ou “fragrância”.
      </p>
      <AddIngredientForm list={list} onAdd={(value) => setDraft([...list, value])} />
      <AvoidListChips
        list={list}
        readAs={dirty ? null : readAs}
        onRemove={(item) => setDraft(list.filter((other) => other !== item))}
      />
      <Button
        variant="primary"
        block
        disabled={!dirty || save.isPending}
        onClick={() =>
          save.mutate(list, {
            onSuccess: () => {
              setDraft(null);
              showToast('Lista de ingredientes a evitar salva!');
            },
            onError: (failure) =>
              showToast(failure.message || 'Erro ao salvar a lista. Tente novamente.', 'error'),
          })
        }
      >
        {save.isPending ? 'Salvando...' : 'Salvar Lista'}
      </Button>
    </div>
  );
}

/** The list as chips, each with how the server reads it (until the list is edited) and 'Remover'. */
function AvoidListChips({
  list,
  readAs,
  onRemove,
}: {
  list: string[];
  readAs: ReadAs | null;
  onRemove: (item: string) => void;
}) {
  return list.length === 0 ? (
    <p className="empty-state">Nenhum ingrediente na sua lista.</p>
  ) : (
    <ul className="chips" aria-label="Ingredientes a evitar" data-testid="allergy-list">
      {list.map((item) => {
        const known = readAs?.get(item);
        return (
          <li key={item} className="chip">
            {item}
            {known?.name && known.matchedAs && (
              <span className="muted">
                {' '}
                ({MATCHED_AS[known.matchedAs]}: {known.name})
              </span>
            )}
            <button
              type="button"
              className="icon-button"
              aria-label={`Remover ${item}`}
              onClick={() => onRemove(item)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** One more ingredient: checked for length and the list's size; one already listed is not added twice. */
function AddIngredientForm({ list, onAdd }: { list: string[]; onAdd: (value: string) => void }) {
  const inputId = useId();
  const [term, setTerm] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const value = term.trim();
    if (!value) return;
    if (value.length > AVOID_TERM_MAX)
      return setError(`Cada ingrediente deve ter até ${AVOID_TERM_MAX} caracteres.`);
    if (list.length >= AVOID_LIST_MAX) return setError(`Informe no máximo ${AVOID_LIST_MAX} ingredientes.`);
    setError(null);
    setTerm('');
    if (!list.some((item) => foldText(item) === foldText(value))) onAdd(value);
  };

  return (
    <form className="stack" onSubmit={add}>
      <label htmlFor={inputId} className="field__label">
        Ingrediente a evitar
      </label>
      <div className="button-row">
        <input
          id={inputId}
          className="input"
          value={term}
          maxLength={AVOID_TERM_MAX}
          placeholder="Ex.: parabenos, fragrância, ácido salicílico"
          data-testid="allergy-input"
          onChange={(event) => setTerm(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Adicionar
        </Button>
      </div>
      {error && <p className="field__error">{error}</p>}
    </form>
  );
}
