import { Link, useShop } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';

const CONTENT_PAGES = [
  { slug: 'about', id: 'shell.footer.about' },
  { slug: 'terms', id: 'shell.footer.terms' },
  { slug: 'privacy', id: 'shell.footer.privacy' },
  { slug: 'shipping-and-returns', id: 'shell.footer.shipping' },
  { slug: 'photo-and-data-policy', id: 'shell.footer.photoPolicy' },
] as const;

export function Footer() {
  const intl = useIntl();
  const { config, localize } = useShop();
  return (
    <footer className="site-footer">
      <nav aria-label={intl.formatMessage({ id: 'shell.footer.label' })}>
        <ul>
          {CONTENT_PAGES.map((page) => (
            <li key={page.slug}>
              <Link to={localize(`/page/${page.slug}`)}>
                <FormattedMessage id={page.id} />
              </Link>
            </li>
          ))}
          <li>
            <Link to={localize('/faqs')}>
              <FormattedMessage id="shell.nav.faqs" />
            </Link>
          </li>
          <li>
            <Link to={localize('/contact')}>
              <FormattedMessage id="shell.nav.contact" />
            </Link>
          </li>
        </ul>
      </nav>
      <p className="copyright">
        <FormattedMessage
          id="shell.footer.copyright"
          values={{ year: new Date().getFullYear(), siteName: config.siteName }}
        />
      </p>
    </footer>
  );
}
