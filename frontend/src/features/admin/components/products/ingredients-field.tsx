import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../../../components/button';
import styles from '../admin.module.css';
import { addIngredient } from './product-form';

interface IngredientsFieldProps {
  value: string[];
  onChange: (ingredients: string[]) => void;
}

/** Spec 5: ingredients go in one at a time (Enter or 'Adicionar'); blanks and repeats are ignored. */
export function IngredientsField({ value, onChange }: IngredientsFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(addIngredient(value, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the ingredient; it must not submit the whole product form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <fieldset className="stack">
      <legend className="field__label">Ingredientes</legend>
      <div className={styles.inlineAdd}>
        <label className="visually-hidden" htmlFor={id}>
          Novo ingrediente
        </label>
        <input
          id={id}
          className="input"
          value={draft}
          placeholder="Ex.: Niacinamida"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" size="small" onClick={add}>
          Adicionar
        </Button>
      </div>
      {value.length > 0 ? (
        <ul className={styles.tags} aria-label="Ingredientes adicionados">
          {value.map((name) => (
            <li key={name} className="chip">
              {name}
              <button
                type="button"
                className={styles.chipButton}
                aria-label={`Remover ${name}`}
                onClick={() => onChange(value.filter((item) => item !== name))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Nenhum ingrediente adicionado.</p>
      )}
    </fieldset>
  );
}
