import { useState } from 'react';
import {
  DemoToolbar,
  TOOLBAR_TABS,
  type ToolbarTabId,
  type ToolbarTheme,
  type ToolbarVariant,
} from './demo-toolbar';
import styles from './demo-toolbar-page.module.css';

const VARIANTS: readonly { value: ToolbarVariant; label: string }[] = [
  { value: 'default', label: 'Padrão' },
  { value: 'floating', label: 'Flutuante' },
  { value: 'minimal', label: 'Mínima' },
];

const THEMES: readonly { value: ToolbarTheme; label: string }[] = [
  { value: 'light', label: 'Claro' },
  { value: 'dark', label: 'Escuro' },
  { value: 'gradient', label: 'Gradiente' },
];

function RadioGroup<T extends string>(props: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{props.legend}</legend>
      <div className={styles.segmented}>
        {props.options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={props.name}
              value={option.value}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function DemoToolbarPage() {
  const [variant, setVariant] = useState<ToolbarVariant>('default');
  const [theme, setTheme] = useState<ToolbarTheme>('light');
  const [showLabels, setShowLabels] = useState(true);
  const [activeTab, setActiveTab] = useState<ToolbarTabId>('home');
  const activeLabel = TOOLBAR_TABS.find((tab) => tab.id === activeTab)?.label;

  return (
    <main className={styles.page}>
      <h1>Barras de navegação inferiores</h1>
      <p className={styles.intro}>
        Página de demonstração para desenvolvimento: combine variante, tema e rótulos e toque nas abas para
        ver cada estado.
      </p>

      <form
        className={styles.controls}
        aria-label="Opções da barra"
        onSubmit={(event) => event.preventDefault()}
      >
        <RadioGroup
          legend="Variante"
          name="variant"
          options={VARIANTS}
          value={variant}
          onChange={setVariant}
        />
        <RadioGroup legend="Tema" name="theme" options={THEMES} value={theme} onChange={setTheme} />
        <label className={styles.switch}>
          <input
            type="checkbox"
            checked={showLabels}
            onChange={(event) => setShowLabels(event.target.checked)}
          />
          <span className={styles.switchText}>Mostrar rótulos</span>
        </label>
      </form>

      <section className={styles.preview} aria-labelledby="preview-title">
        <h2 id="preview-title" className="visually-hidden">
          Pré-visualização
        </h2>
        <div className={styles.phone} data-theme={theme}>
          <p className={styles.screen} aria-live="polite">
            <span>
              Aba selecionada: <strong>{activeLabel}</strong>
            </span>
          </p>
          <DemoToolbar
            variant={variant}
            theme={theme}
            showLabels={showLabels}
            activeTab={activeTab}
            onSelect={setActiveTab}
          />
        </div>
      </section>
    </main>
  );
}
