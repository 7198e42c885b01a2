import { useId, useState } from 'react';
import { SKIN_ZONE_LABELS, skinZoneOf } from '../skin-zone';

/** The daily skin check (spec 2.6): a slider with three zones; 'Atualizar' only confirms locally, no call. */
export function SkinCheckCard() {
  const id = useId();
  const [value, setValue] = useState(50);
  const [saved, setSaved] = useState(false);
  const zone = skinZoneOf(value);
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        Como está sua pele hoje?
      </h2>
      <div className="skin-check">
        <label htmlFor={id} className="visually-hidden">
          Estado da pele hoje, de 0 a 100
        </label>
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          step={1}
          value={value}
          aria-valuetext={`${value} – ${SKIN_ZONE_LABELS[zone]}`}
          className={`skin-check__slider skin-check__slider--${zone}`}
          onChange={(event) => {
            setValue(Number(event.target.value));
            setSaved(false);
          }}
        />
        <div className="skin-check__scale" aria-hidden="true">
          <span>Não Boa</span>
          <span>Está Ok</span>
          <span>Ótima</span>
        </div>
        <p className={`skin-check__zone skin-check__zone--${zone}`} data-testid="skin-zone">
          {SKIN_ZONE_LABELS[zone]}
        </p>
      </div>
      <button type="button" className="button button--primary button--block" onClick={() => setSaved(true)}>
        Atualizar Status de Hoje
      </button>
      <p className="inline-success" role="status">
        {saved ? 'Status de hoje atualizado com sucesso!' : ''}
      </p>
    </section>
  );
}
