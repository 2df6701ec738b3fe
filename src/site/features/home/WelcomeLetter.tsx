/**
 * The doctor's welcome letter (admin → hero), complete, below the home page's first screen: who
 * writes, the headline and every paragraph as she wrote it (blank lines separate paragraphs).
 */
import type { DoctorIntro } from '../../../contract/entities/content';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import styles from './home.module.css';

const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export function WelcomeLetter({ intro }: { intro: DoctorIntro }) {
  const lang = useLang();
  const headingId = 'home-welcome';
  return (
    <section className={`container ${styles.letterSection}`} aria-labelledby={headingId}>
      <div className={styles.letter}>
        <p className={styles.letterFrom}>
          {intro.doctorName} · {localize(intro.doctorTitle, lang)}
        </p>
        <h2 id={headingId} className={styles.letterTitle}>
          {localize(intro.headline, lang)}
        </h2>
        <div className={styles.letterBody}>
          {paragraphsOf(localize(intro.text, lang)).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
