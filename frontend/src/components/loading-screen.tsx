/** Full-screen wait while a page's code or the session loads. */
export function LoadingScreen({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
