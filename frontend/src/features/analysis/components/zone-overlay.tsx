import { photoStatusMessages } from '@pele/shared/photo-consent';
import type { Analysis } from '@pele/shared/schemas/skin-analysis';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { formatDate } from '../../../lib/format';
import { isZoneMeasured, zoneReadings } from '../zone-readings';
import styles from './analysis.module.css';

interface ZoneOverlayProps {
  imageUrl: string | null;
  image: Analysis['image'];
  zones: Analysis['zones'];
  /** The photo link is presigned for a few minutes; an expired one can be renewed by the caller. */
  onImageError?: () => void;
  /** What to say where the photo would be when there is none to show (pt-BR). */
  unavailableNote?: string;
  /** When the retention rule deletes the photo, to say so under it. */
  keptUntil?: string | null;
}

type Zone = Analysis['zones'][number];

interface ZonePicking {
  zones: Analysis['zones'];
  selectedKey: string | null;
  onSelect: (key: string) => void;
}

const centroid = (polygon: [number, number][]) => {
  const n = Math.max(polygon.length, 1);
  return polygon.reduce<[number, number]>((sum, [x, y]) => [sum[0] + x / n, sum[1] + y / n], [0, 0]);
};

/**
 * The analysed photo with the measured zones drawn over it (polygons are 0–1 of the analysed image), so
 * each number can be traced to where it was measured. Zones are numbered on the photo; the buttons below
 * select one and show its raw measurements.
 */
export function ZoneOverlay({
  imageUrl,
  image,
  zones,
  onImageError,
  unavailableNote = photoStatusMessages.unavailable,
  keptUntil = null,
}: ZoneOverlayProps) {
  const [shown, setShown] = useState(true);
  // A link that failed (expired, or the photo deleted since) is not drawn again as a broken image; a new
  // link from the caller is tried.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPhoto = imageUrl !== null && imageUrl !== failedUrl;
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const width = image?.width ?? 3;
  const height = image?.height ?? 4;
  const selected = zones.find((zone) => zone.key === selectedKey) ?? null;

  return (
    <section className="card stack" aria-labelledby="zones-title">
      <div className="card__header">
        <h3 id="zones-title" className="card__title">
          Onde medimos
        </h3>
        {zones.length > 0 && (
          <Button
            variant="secondary"
            size="small"
            aria-pressed={shown}
            onClick={() => setShown((value) => !value)}
          >
            Mostrar áreas medidas
          </Button>
        )}
      </div>
      <figure className={styles.photo} style={{ aspectRatio: `${width} / ${height}` }}>
        {showPhoto ? (
          <img
            src={imageUrl}
            alt="Sua foto analisada"
            onError={() => {
              setFailedUrl(imageUrl);
              onImageError?.();
            }}
          />
        ) : (
          <span className={styles.noPhoto} data-testid="photo-unavailable">
            {unavailableNote}
          </span>
        )}
        {shown && zones.length > 0 && (
          <ZoneMap
            zones={zones}
            width={width}
            height={height}
            selectedKey={selectedKey}
            onSelect={setSelectedKey}
          />
        )}
        <figcaption className="visually-hidden">
          Foto analisada com as áreas do rosto onde cada medida foi feita.
        </figcaption>
      </figure>
      {showPhoto && keptUntil && <PhotoKeptUntil keptUntil={keptUntil} />}
      {zones.length > 0 && <ZoneLegend zones={zones} selectedKey={selectedKey} onSelect={setSelectedKey} />}
      <div id="zone-details" aria-live="polite" data-testid="zone-details">
        {selected ? (
          <ZoneDetails zone={selected} />
        ) : (
          zones.length > 0 && (
            <p className={styles.scoreLine}>Toque em uma área para ver os números medidos nela.</p>
          )
        )}
      </div>
    </section>
  );
}

/** One zone's raw measurements, or why it was not measured. */
function ZoneDetails({ zone: selected }: { zone: Zone }) {
  return (
    <div className="stack">
      <h4>{selected.name}</h4>
      {!isZoneMeasured(selected) && (
        <p className={styles.scoreLine} data-testid="zone-not-measured">
          Não medida:{' '}
          {(selected.notMeasuredReason ?? 'área quase toda coberta (cabelo, óculos ou sombra)').toLowerCase()}
          . Ficou fora das notas.
        </p>
      )}
      <dl className={styles.readings}>
        {zoneReadings(selected.raw).map((reading) => (
          <div key={reading.key}>
            <dt>
              <span>{reading.label}</span>
              <span>{reading.value}</span>
            </dt>
            {reading.meaning && <dd>{reading.meaning}</dd>}
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The zones as labelled buttons: the accessible way to pick one. */
function ZoneLegend({ zones, selectedKey, onSelect }: ZonePicking) {
  return (
    <ul className={styles.zoneLegend} aria-label="Áreas medidas">
      {zones.map((zone, index) => (
        <li key={zone.key}>
          <button
            type="button"
            className={styles.zoneButton}
            aria-pressed={zone.key === selectedKey}
            aria-controls="zone-details"
            onClick={() => onSelect(zone.key)}
            onFocus={() => onSelect(zone.key)}
          >
            {index + 1}. {zone.name}
            {!isZoneMeasured(zone) && ' '}
            {!isZoneMeasured(zone) && <span className={styles.zoneOff}>(não medida)</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The zones drawn over the photo, numbered, in the analysed image's own coordinates. */
function ZoneMap({
  zones,
  width,
  height,
  selectedKey,
  onSelect,
}: ZonePicking & { width: number; height: number }) {
  const fontSize = Math.max(width, height) * 0.03;
  return (
    <svg
      className={styles.overlay}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={`Mapa das ${zones.length} áreas medidas do rosto`}
      data-testid="zone-overlay"
    >
      {zones.map((zone, index) => {
        const [cx, cy] = centroid(zone.polygon);
        const classes = [
          styles.zone,
          zone.key === selectedKey ? styles.zoneSelected : '',
          isZoneMeasured(zone) ? '' : styles.zoneUnmeasured,
        ].join(' ');
        return (
          // Pointer shortcut only: the zone buttons below are the accessible way to pick a zone.
          // biome-ignore lint/a11y/noStaticElementInteractions: duplicate of the labelled buttons below
          <g key={zone.key} className={classes} onClick={() => onSelect(zone.key)}>
            <polygon points={zone.polygon.map(([x, y]) => `${x * width},${y * height}`).join(' ')} />
            <text x={cx * width} y={cy * height} fontSize={fontSize}>
              {index + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** When the retention rule deletes the photo, said under it. */
function PhotoKeptUntil({ keptUntil }: { keptUntil: string }) {
  return (
    <p className="muted" data-testid="photo-kept-until">
      Sua foto fica guardada até {formatDate(keptUntil)} e depois é apagada; os resultados continuam salvos.
    </p>
  );
}
