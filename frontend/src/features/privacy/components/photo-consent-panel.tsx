import { photoConsentText } from '@pele/shared/photo-consent';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { isApiError } from '../../../lib/api-error';
import { useGivePhotoConsent } from '../api/give-photo-consent';

interface PhotoConsentPanelProps {
  /** 'Agora não': leave the analysis without a photo. */
  onDecline: () => void;
  /** 1 on a page of its own, 2 inside a tab. */
  headingLevel?: 1 | 2;
}

/**
 * The consent step before the first face photo (LGPD art. 11, I): what is kept, for how long and the right to
 * delete, in a few lines, with an explicit 'Concordo' and a way out. It replaces the camera and the file
 * picker until the server has the consent on record, so no photo is taken before it. Its heading takes the
 * focus, so a screen reader starts reading at the text to agree to.
 */
export function PhotoConsentPanel({ onDecline, headingLevel = 2 }: PhotoConsentPanelProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const consent = useGivePhotoConsent();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="card stack" aria-labelledby={titleId} data-testid="photo-consent">
      <Heading id={titleId} ref={heading} tabIndex={-1} className="card__title">
        {photoConsentText.title}
      </Heading>
      <p>{photoConsentText.intro}</p>
      <ul className="stack">
        {photoConsentText.points.map((point) => (
          <li key={point.label}>
            <strong>{point.label}:</strong> {point.text}
          </li>
        ))}
      </ul>
      <p className="muted">
        Mais detalhes na{' '}
        <Link to="/privacy" className="link">
          Política de Privacidade
        </Link>
        .
      </p>
      {consent.isError && (
        <p className="field__error" role="alert">
          {isApiError(consent.error)
            ? consent.error.message
            : 'Não foi possível registrar seu consentimento. Tente novamente.'}
        </p>
      )}
      <div className="button-row">
        <Button variant="secondary" onClick={onDecline}>
          {photoConsentText.decline}
        </Button>
        <Button variant="primary" disabled={consent.isPending} onClick={() => consent.mutate()}>
          {consent.isPending ? 'Registrando...' : photoConsentText.agree}
        </Button>
      </div>
    </section>
  );
}
