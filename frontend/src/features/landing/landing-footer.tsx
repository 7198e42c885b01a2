import { mailLink, useDocumentSupportContacts } from '../../lib/support-contacts';
import styles from './landing-footer.module.css';
import { BrandMark } from './landing-top-bar';

// Plain anchors: the landing page is a document page (app/document-pages.ts), so a link out of it is a page load.
// A link without an address (a contact staff have not set) is not drawn.
type FooterLink = { label: string; href: string | undefined };

const columns = (supportEmail: string): readonly { title: string; links: readonly FooterLink[] }[] => [
  {
    title: 'Produto',
    links: [
      { label: 'Recursos', href: '#features' },
      { label: 'Como funciona', href: '#how-it-works' },
      { label: 'Plano Premium', href: '#premium' },
    ],
  },
  {
    title: 'Suporte',
    links: [
      { label: 'Fale conosco', href: mailLink(supportEmail) },
      { label: 'Termos de Uso', href: '/terms' },
      { label: 'Política de Privacidade', href: '/privacy' },
    ],
  },
  {
    title: 'Download',
    links: [
      { label: 'Instalar no iPhone', href: '#install-ios' },
      { label: 'Instalar no Android', href: '#install-android' },
      { label: 'Usar no navegador', href: '/app' },
    ],
  },
];

export function LandingFooter() {
  const { supportEmail } = useDocumentSupportContacts();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <p className={styles.brandStatic}>
            <BrandMark />
            <span>Pele.AI</span>
          </p>
          <p className={styles.muted}>
            Seu assistente de cuidados com a pele. As análises são informativas e não substituem a consulta
            com um dermatologista.
          </p>
        </div>
        {columns(supportEmail).map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`} className={styles.footerColumn}>
            <h2 id={`footer-${column.title}`}>{column.title}</h2>
            <ul>
              {column.links.map(
                (link) =>
                  link.href && (
                    <li key={link.label}>
                      <a href={link.href}>{link.label}</a>
                    </li>
                  ),
              )}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.copyright}>© {new Date().getFullYear()} Pele.AI. Todos os direitos reservados.</p>
    </footer>
  );
}
