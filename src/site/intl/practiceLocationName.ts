import type { IntlShape } from 'react-intl';
import type { PracticeLocation } from '../../contract/entities/practice';

/** A practice location's name in the visitor's language ("Praxis Oberföhring", "Oberföhring practice"). */
export const practiceLocationName = (intl: IntlShape, location: Pick<PracticeLocation, 'key' | 'name'>) =>
  intl.formatMessage({ id: `practice.location.${location.key}`, defaultMessage: location.name });
