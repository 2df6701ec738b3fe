import { expect, within } from 'storybook/test';
import { expectAboveFold, expectControlsInside } from '../../../../.storybook/geometry';
import preview from '../../../../.storybook/preview';
import { atWidth, type Width } from '../../../../.storybook/widths';
import { contactData } from '../../../../content/demo/contact';
import { doctorIntro } from '../../../../content/demo/hero';
import { practiceInfo } from '../../../../content/demo/practice';
import { settings } from '../../../../content/demo/settings';
import { FloatingWidget } from '../../components/FloatingWidget/FloatingWidget';
import { Header } from '../../components/Header/Header';
import type { LanguageCode } from '../../../contract/common';
import { localize } from '../../../i18n/localize';
import { message } from '../../../i18n/messages';
import { bookingLink } from '../../common/bookingLink';
import { HomeFirstScreen } from './HomeFirstScreen';
import { WelcomeLetter } from './WelcomeLetter';

/**
 * The home page's first screen as a visitor sees it: the fixed header, the floating widget (a bottom
 * bar on phones) and the first section, with the welcome letter below the fold.
 */
function FirstScreen({ lang }: { lang: LanguageCode }) {
  return (
    <div style={{ paddingTop: 'var(--header-height)' }}>
      <FloatingWidget requestUrl={settings.bookingRequestUrl} phone={contactData.phone_primary} />
      <Header treatmentCount={32} bookingUrl={bookingLink(settings)} phone={contactData.phone_primary} />
      <main id="main" tabIndex={-1}>
        <HomeFirstScreen
          promise={localize(practiceInfo.tagline, lang)}
          phone={contactData.phone_primary}
          image={doctorIntro.photo}
          status={{ is_open: true, next_opening: null }}
        />
        <WelcomeLetter intro={doctorIntro} />
      </main>
    </div>
  );
}

const meta = preview.meta({
  title: 'Pages/Home/First screen',
  component: HomeFirstScreen,
  args: { phone: contactData.phone_primary },
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => <FirstScreen lang={(globals.locale as LanguageCode) ?? 'de'} />,
});

/** 'Termin anfragen' (our form) and the call are fully on the first screen; the whole letter follows. */
function firstScreen(locale: LanguageCode, width: Width) {
  return {
    name: `${locale.toUpperCase()} at ${width} px`,
    globals: { ...atWidth(width), locale },
    async play({ canvas }: { canvas: ReturnType<typeof within> }) {
      const main = within(canvas.getByRole('main'));
      await expect(main.getByRole('heading', { level: 1, name: message(locale, 'app.practiceName') })).toBeVisible();
      await expect(main.getByText(localize(practiceInfo.tagline, locale))).toBeVisible();
      // On phones the floating bar covers the bottom of the screen: the fold is its top edge.
      const bar = canvas.getByRole('complementary').getBoundingClientRect();
      const fold = width < 768 ? bar.top : window.innerHeight;
      const request = main.getByRole('link', { name: message(locale, 'cta.requestAppointment') });
      await expect(request.getAttribute('href')).toMatch(new RegExp(`^/${locale}/(termin|appointment)$`));
      await expectAboveFold(request, fold);
      const call = main.getAllByRole('link').find((a) => a.getAttribute('href') === 'tel:+498995456780')!;
      await expectAboveFold(call, fold);
      // The site's header (PageHero's <header> inside <main> is no banner, but Testing Library counts it).
      await expectControlsInside(canvas.getAllByRole('banner')[0]!);
      // The letter is complete, below the first screen.
      const letter = main.getByRole('region', { name: localize(doctorIntro.headline, locale) });
      await expect(letter.querySelectorAll('p').length).toBeGreaterThan(3);
    },
  };
}

export const De390 = meta.story(firstScreen('de', 390));
export const De1024 = meta.story(firstScreen('de', 1024));
export const De1280 = meta.story(firstScreen('de', 1280));
export const De1440 = meta.story(firstScreen('de', 1440));
export const En390 = meta.story(firstScreen('en', 390));
export const En1024 = meta.story(firstScreen('en', 1024));
export const En1280 = meta.story(firstScreen('en', 1280));
export const En1440 = meta.story(firstScreen('en', 1440));
export const Fr390 = meta.story(firstScreen('fr', 390));
export const Fr1024 = meta.story(firstScreen('fr', 1024));
export const Fr1280 = meta.story(firstScreen('fr', 1280));
export const Fr1440 = meta.story(firstScreen('fr', 1440));
export const Es390 = meta.story(firstScreen('es', 390));
export const Es1024 = meta.story(firstScreen('es', 1024));
export const Es1280 = meta.story(firstScreen('es', 1280));
export const Es1440 = meta.story(firstScreen('es', 1440));
export const Ru390 = meta.story(firstScreen('ru', 390));
export const Ru1024 = meta.story(firstScreen('ru', 1024));
export const Ru1280 = meta.story(firstScreen('ru', 1280));
export const Ru1440 = meta.story(firstScreen('ru', 1440));
