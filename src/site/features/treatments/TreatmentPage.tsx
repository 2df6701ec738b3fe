/**
 * Treatment detail: every section the treatment has; 'Treatment not found' for an
 * unknown slug and 'Failed to fetch treatment' when the call fails.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { TreatmentDetail } from '../../components/TreatmentDetail/TreatmentDetail';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { pathTo } from '../../../lib/paths';
import { teamDisplayName } from '../../../contract/rules/teamName';
import { teamQuery, treatmentQuery } from '../../common/queries';
import { NotFoundScreen } from '../site/NotFoundScreen';
import { isNotFoundError, QueryError } from '../site/QueryError';

export default function TreatmentPage({ screen }: { screen: { slug: string } }) {
  const lang = useLang();
  const intl = useIntl();
  const treatment = useQuery(treatmentQuery(screen.slug));
  const team = useQuery(teamQuery());
  if (treatment.isPending) return <LoadingIndicator variant="page" />;
  if (treatment.isError) {
    return isNotFoundError(treatment.error) ? (
      <NotFoundScreen kind="treatment" />
    ) : (
      <QueryError messageId="error.treatmentFailed" onRetry={() => void treatment.refetch()} />
    );
  }
  const t = treatment.data;
  return (
    <>
      <div className="container">
        <Breadcrumbs
          items={[
            { label: intl.formatMessage({ id: 'nav.home' }), href: pathTo(lang, 'home') },
            { label: intl.formatMessage({ id: 'page.treatments.title' }), href: pathTo(lang, 'treatments') },
            { label: localize(t.title, lang) },
          ]}
        />
      </div>
      <TreatmentDetail
        treatment={t}
        doctorSpecialty={team.data?.find((m) => teamDisplayName(m) === t.doctorName)?.specialistTitle}
      />
    </>
  );
}
