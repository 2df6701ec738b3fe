/**
 * The hero of a page inside the site's tree: a PageHero whose breadcrumb trail is always
 * home → the pages above (`above`) → this page, named by its title (or by `crumb` where the title
 * is a longer heading). The site's pages use it, so the trail is built in one place.
 */
import { useIntl } from 'react-intl';
import { useLang } from '../../intl/useLang';
import { pathTo } from '../../../lib/paths';
import { Breadcrumbs, type BreadcrumbItem } from '../Breadcrumbs/Breadcrumbs';
import { PageHero, type PageHeroProps } from './PageHero';

export interface SiteHeroProps extends Omit<PageHeroProps, 'breadcrumbs'> {
  /** The pages between home and this one, with their links (e.g. the blog above a post). */
  above?: readonly BreadcrumbItem[];
  /** This page's name in the trail when the title is a longer heading (a location's intro title). */
  crumb?: string;
}

export function SiteHero({ above = [], crumb, ...hero }: SiteHeroProps) {
  const lang = useLang();
  const intl = useIntl();
  const home = { label: intl.formatMessage({ id: 'nav.home' }), href: pathTo(lang, 'home') };
  return <PageHero {...hero} breadcrumbs={<Breadcrumbs items={[home, ...above, { label: crumb ?? hero.title }]} />} />;
}
