/**
 * The application form with the published positions to choose from: the page reads them (on the
 * server, or in the app), the form is an island that gets their ids and titles in the page's
 * language and sends the application itself (CareerApplication.island.tsx). Without the list
 * (still loading or failed) the form still works: the application is unsolicited.
 */
import { useQuery } from '@tanstack/react-query';
import CareerApplication, { CAREER_APPLICATION } from '../../components/CareerApplicationForm/CareerApplication.island';
import { jobChoices } from '../../components/CareerApplicationForm/CareerApplicationForm';
import { Island } from '../../components/Island/Island';
import { APPLY_FOR } from '../../components/JobCard/applyLink';
import { useLang } from '../../intl/useLang';
import { jobsQuery } from '../../common/queries';

export function CareersContainer() {
  const lang = useLang();
  const jobs = useQuery(jobsQuery());
  // The form's code comes on first use, or with the first 'Jetzt bewerben', which it then handles.
  return (
    <Island
      name={CAREER_APPLICATION}
      component={CareerApplication}
      props={{ jobs: jobChoices(jobs.data ?? [], lang) }}
      hydrate="interaction"
      wakeOnClickOf={`a[${APPLY_FOR}]`}
    />
  );
}
