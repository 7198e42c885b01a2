import type { Scan, ScanFlagKind } from '@pele/shared/schemas/scans';
import { appPaths } from '../../../lib/app-paths';
import styles from './scanner.module.css';

const FLAG_LABELS: Record<ScanFlagKind, string> = {
  avoid: 'Lista de evitar',
  allergen: 'Alérgeno (UE)',
  pregnancy: 'Gestação',
  conflict: 'Conflito na rotina',
  skin_misfit: 'Atenção para sua pele',
  skin_fit: 'Bom para sua pele',
};

const MATCH_NOTE = {
  exact: null,
  ocr: 'lido com correção de OCR',
  near: 'nome aproximado: confira no rótulo',
};

/** A scan as the person reads it: what to watch on top, then every ingredient with what it does and its flags. */
export function ScanResult({ scan }: { scan: Scan }) {
  const { summary } = scan;
  return (
    <div className="stack stack--lg" data-testid="scan-result">
      <section className={styles.summary} aria-labelledby="scan-summary-title">
        <h2 id="scan-summary-title" className="subtitle">
          {summary.recognised} de {summary.total} ingredientes reconhecidos
        </h2>
        {summary.watch.length === 0 ? (
          <p>Nada a observar para você neste rótulo.</p>
        ) : (
          <ul className={styles.watch} data-testid="scan-watch">
            {summary.watch.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {!scan.basedOnAnalysis && (
          <p className="muted">Faça uma análise de pele para ver o que combina com a sua pele.</p>
        )}
      </section>
      <section aria-labelledby="scan-ingredients-title">
        <h2 id="scan-ingredients-title" className="subtitle">
          Ingredientes
        </h2>
        <ol className={styles.ingredients}>
          {scan.ingredients.map((item) => (
            <ScannedIngredient key={item.position} item={item} />
          ))}
        </ol>
      </section>
      {scan.alternatives.length > 0 && (
        <section aria-labelledby="scan-alternatives-title">
          <h2 id="scan-alternatives-title" className="subtitle">
            Parecidos, sem os ingredientes sinalizados
          </h2>
          <ul className="stack">
            {scan.alternatives.map((p) => (
              <li key={p.id}>
                <a href={appPaths.product(p.id)} className={styles.alternative}>
                  {p.name}{' '}
                  <span className="muted">
                    · {p.brand} · {p.similarity}% da lista em comum
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="muted">Nomes e funções INCI: CosIng, Comissão Europeia. Informação, não diagnóstico.</p>
    </div>
  );
}

/** One ingredient: its INCI name, what it does, how it was matched, and its flags. */
function ScannedIngredient({ item }: { item: Scan['ingredients'][number] }) {
  return (
    <li className={styles.ingredient} data-testid="scan-ingredient">
      <p className={styles.ingredientName}>
        {item.inci ?? item.raw}
        {item.name && <span className="muted"> ({item.name})</span>}
        {item.mayContain && <span className="muted"> · pode conter</span>}
      </p>
      {item.inci ? (
        <p className="muted">
          {item.does ?? 'Função não informada no CosIng.'}
          {item.match && MATCH_NOTE[item.match] && <> · {MATCH_NOTE[item.match]}</>}
        </p>
      ) : (
        <p className="muted">Não reconhecido: confira o nome no rótulo.</p>
      )}
      {item.flags.length > 0 && (
        <ul className={styles.flags}>
          {item.flags.map((flag) => (
            <li
              key={`${flag.kind}-${flag.text}`}
              className={flag.kind === 'skin_fit' ? styles.flagGood : styles.flagWarn}
              data-testid={`flag-${flag.kind}`}
            >
              <strong>{FLAG_LABELS[flag.kind]}:</strong> {flag.text}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
