/**
 * A map of a practice location that loads nothing from third parties until the visitor asks:
 * first a placeholder with the address, a note that OpenStreetMap will receive data such as the
 * IP address, a 'Karte laden' button and a link to open the map in a new tab. Only after the
 * click (or with consentGranted) the OpenStreetMap embed is rendered. The click counts for this
 * page view only; nothing is stored.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PracticeLocation } from '../../../contract/entities/practice';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import styles from './LocationMap.module.css';

export type MapLocation = Pick<PracticeLocation, 'name' | 'street' | 'house_number' | 'postal_code' | 'city' | 'geo'>;

export interface LocationMapProps {
  location: MapLocation;
  /** The visitor already agreed to external maps: show the map straight away. */
  consentGranted?: boolean;
}

// About 500 m around the marker: the street and the nearest stops are readable.
const SPAN = 0.006;

export const osmEmbedUrl = ({ lat, lng }: MapLocation['geo']) =>
  `https://www.openstreetmap.org/export/embed.html?bbox=${[lng - SPAN, lat - SPAN / 2, lng + SPAN, lat + SPAN / 2]
    .map((n) => n.toFixed(5))
    .join('%2C')}&layer=mapnik&marker=${lat}%2C${lng}`;

export const osmMapUrl = ({ lat, lng }: MapLocation['geo']) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

export function LocationMap({ location, consentGranted = false }: LocationMapProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [loaded, setLoaded] = useState(false);

  if (consentGranted || loaded)
    return (
      <div className={styles.map}>
        <iframe
          className={styles.frame}
          src={osmEmbedUrl(location.geo)}
          title={t('locationMap.frameTitle', { name: location.name })}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      </div>
    );

  return (
    <div className={`${styles.map} ${styles.placeholder}`}>
      <Icon name="pin" size={32} className={styles.pin} />
      <p className={styles.address}>
        <strong>{location.name}</strong>
        <br />
        {location.street} {location.house_number}, {location.postal_code} {location.city}
      </p>
      <p className={styles.notice}>{t('locationMap.notice')}</p>
      <div className={styles.actions}>
        <Button onClick={() => setLoaded(true)}>{t('locationMap.load')}</Button>
        <a className={styles.external} href={osmMapUrl(location.geo)} target="_blank" rel="noopener noreferrer">
          {t('locationMap.open')}
          <Icon name="external" size={18} />
        </a>
      </div>
    </div>
  );
}
